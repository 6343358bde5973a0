import { describe, expect, it } from 'vitest'
import { localizedPaths } from '../../core/i18n/paths.ts'
import { parseEnv } from '../env.ts'
import {
  AASA_PATH,
  ASSET_LINKS_PATH,
  appLinksResponse,
  appleAppSiteAssociation,
  assetLinks,
  deepLinkPatterns,
} from './app-links.ts'

const fingerprint = Array.from({ length: 32 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0')).join(
  ':',
)
const configured = parseEnv({
  IOS_APP_ID: 'ABCDE12345.app.nestwell',
  ANDROID_PACKAGE: 'app.nestwell',
  ANDROID_CERT_SHA256: fingerprint,
})

const get = (path: string, method = 'GET', e = configured) => {
  const url = new URL(`http://localhost${path}`)
  return appLinksResponse(new Request(url, { method }), url, e)
}

describe('apple-app-site-association', () => {
  it('is Apple’s current format: appIDs and components for posts, weeks and months in every locale', () => {
    expect(appleAppSiteAssociation('ABCDE12345.app.nestwell')).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.nestwell'],
            components: [
              { '/': '/community/posts/*', comment: 'post' },
              { '/': '/es/comunidad/publicaciones/*', comment: 'post' },
              { '/': '/pt/comunidade/publicacoes/*', comment: 'post' },
              { '/': '/pregnancy/week-*', comment: 'week' },
              { '/': '/es/embarazo/semana-*', comment: 'week' },
              { '/': '/pt/gravidez/semana-*', comment: 'week' },
              { '/': '/baby/month-*', comment: 'month' },
              { '/': '/es/bebe/mes-*', comment: 'month' },
              { '/': '/pt/bebe/mes-*', comment: 'month' },
            ],
          },
        ],
      },
    })
  })

  it('covers every page the app has a screen for that the path table holds', () => {
    // A month or group page added to the path table must be listed here too (decision 037).
    const appScreens = /^\/(community\/posts\/|pregnancy\/week-|baby\/month-|community\/groups\/)/
    const patterns = deepLinkPatterns().map((p) => p.pattern)
    for (const route of Object.keys(localizedPaths).filter((path) => appScreens.test(path))) {
      const english = route.replace(/\{\$[A-Za-z]+\}|\$[A-Za-z]+/g, '*')
      expect(patterns, route).toContain(english)
    }
  })

  it('is served as application/json at its exact path, shared-cacheable, HEAD without a body', async () => {
    const response = get(AASA_PATH)!
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('surrogate-key')).toBe('site')
    expect(response.headers.has('location')).toBe(false)
    const body = await response.json()
    expect(body.applinks.details[0].appIDs).toEqual(['ABCDE12345.app.nestwell'])
    const head = get(AASA_PATH, 'HEAD')!
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(get(`${AASA_PATH}.json`)).toBeNull()
  })

  it('refuses other methods with Allow', () => {
    const post = get(AASA_PATH, 'POST')!
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(get(AASA_PATH, 'OPTIONS')!.status).toBe(204)
  })
})

describe('assetlinks.json', () => {
  it('states that the package, signed with these certificates, handles the site’s URLs', async () => {
    const two = `${fingerprint},${fingerprint.replace(/^00/, 'FF')}`
    const e = parseEnv({ ANDROID_PACKAGE: 'app.nestwell', ANDROID_CERT_SHA256: two })
    expect(await get(ASSET_LINKS_PATH, 'GET', e)!.json()).toEqual(
      assetLinks('app.nestwell', [fingerprint, fingerprint.replace(/^00/, 'FF')]),
    )
    expect(assetLinks('app.nestwell', [fingerprint])).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.nestwell',
          sha256_cert_fingerprints: [fingerprint],
        },
      },
    ])
  })
})

describe('unset variables', () => {
  it('leave both files unserved (the caller renders the 404 page)', () => {
    const none = parseEnv({})
    expect(get(AASA_PATH, 'GET', none)).toBeNull()
    expect(get(ASSET_LINKS_PATH, 'GET', none)).toBeNull()
    // One platform configured serves its file only.
    const ios = parseEnv({ IOS_APP_ID: 'ABCDE12345.app.nestwell' })
    expect(get(AASA_PATH, 'GET', ios)?.status).toBe(200)
    expect(get(ASSET_LINKS_PATH, 'GET', ios)).toBeNull()
  })
})
