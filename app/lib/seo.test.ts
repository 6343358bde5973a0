import type { AnyRouteMatch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { pageHead } from './seo'

const matches = (iosAppStoreId: string | null, pathname = '/pregnancy/week-12') =>
  [
    { loaderData: { siteName: 'Nestwell', siteUrl: 'https://nestwell.app', iosAppStoreId } },
    { pathname },
  ] as unknown as AnyRouteMatch[]

const banner = (head: ReturnType<typeof pageHead>) =>
  head.meta.filter((meta) => meta.name === 'apple-itunes-app')

describe('Smart App Banner', () => {
  it('names the App Store app and this page’s URL when IOS_APP_STORE_ID is set', () => {
    expect(banner(pageHead(matches('1234567890'), { title: 'Week 12' }))).toEqual([
      {
        name: 'apple-itunes-app',
        content: 'app-id=1234567890, app-argument=https://nestwell.app/pregnancy/week-12',
      },
    ])
  })

  it('is absent when it is not set', () => {
    expect(banner(pageHead(matches(null), { title: 'Week 12' }))).toEqual([])
  })
})
