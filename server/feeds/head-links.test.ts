import { describe, expect, it } from 'vitest'
import { feedLinkTags, feedsOfPage } from './head-links.ts'

const site = { siteUrl: 'https://nestwell.example', siteName: 'Nest & "well"' }

describe('feed links in page heads', () => {
  it('names the home both feeds, a section its own, other pages none', () => {
    expect(feedsOfPage('/')).toEqual(['/community', '/pregnancy'])
    expect(feedsOfPage('/community')).toEqual(['/community'])
    expect(feedsOfPage('/community/posts/first-kicks')).toEqual(['/community'])
    expect(feedsOfPage('/pregnancy/week-12')).toEqual(['/pregnancy'])
    expect(feedsOfPage('/partner-with-us')).toEqual([])
    expect(feedsOfPage('/communityx')).toEqual([])
  })

  it("writes the locale's feed URL and words, escaped", () => {
    const tags = feedLinkTags('/es/embarazo/semana-12', '/pregnancy/week-12', site)
    expect(tags).toBe(
      '<link rel="alternate" type="application/atom+xml" title="Nest &amp; &quot;well&quot;: Embarazo" href="https://nestwell.example/es/embarazo/feed.xml"/>',
    )
    expect(feedLinkTags('/pt', '/', site)).toContain('href="https://nestwell.example/pt/comunidade/feed.xml"')
    expect(feedLinkTags('/partner-with-us', '/partner-with-us', site)).toBe('')
  })
})
