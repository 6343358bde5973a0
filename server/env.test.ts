import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, publicConfig, siteUrlNotice } from './env.ts'

describe('environment validation', () => {
  it('accepts the default tag-manager id and GTM-/G- ids', () => {
    expect(parseEnv({}).GTM_ID).toMatch(/^GTM-[A-Z0-9]+$/)
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD')
    expect(parseEnv({ GTM_ID: 'G-9XYZ123' }).GTM_ID).toBe('G-9XYZ123')
  })

  it('an empty GTM_ID turns analytics off, and the browser learns it from the public config', () => {
    expect(parseEnv({ GTM_ID: '' }).GTM_ID).toBe('')
    expect(publicConfig(parseEnv({ GTM_ID: '' })).gtmId).toBe('')
  })

  it.each(['gtm-ab12', 'GTM-', 'UA-12345-1', 'GTM-ab12', 'GTM-AB12;alert(1)', 'XGTM-AB12'])(
    'a bad GTM_ID (%s) stops start-up with a message naming GTM_ID',
    (value) => {
      expect(() => parseEnv({ GTM_ID: value })).toThrow(EnvError)
      expect(() => parseEnv({ GTM_ID: value })).toThrow(/GTM_ID: must be empty or GTM- or G- followed by/)
    },
  )

  it('PAGE_CACHE_MAX_MB defaults to 32 and must be a whole number of megabytes from 1', () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_MB).toBe(32)
    expect(parseEnv({ PAGE_CACHE_MAX_MB: '128' }).PAGE_CACHE_MAX_MB).toBe(128)
    for (const bad of ['0', '-1', '1.5', 'lots', '5000']) {
      expect(() => parseEnv({ PAGE_CACHE_MAX_MB: bad }), bad).toThrow(/PAGE_CACHE_MAX_MB/)
    }
  })

  it('PAGE_VIEWS_FLUSH_SECONDS defaults to 60 and must be a whole number of seconds from 1 to 3600', () => {
    expect(parseEnv({}).PAGE_VIEWS_FLUSH_SECONDS).toBe(60)
    expect(parseEnv({ PAGE_VIEWS_FLUSH_SECONDS: '5' }).PAGE_VIEWS_FLUSH_SECONDS).toBe(5)
    for (const bad of ['0', '-1', '1.5', 'often', '3601']) {
      expect(() => parseEnv({ PAGE_VIEWS_FLUSH_SECONDS: bad }), bad).toThrow(/PAGE_VIEWS_FLUSH_SECONDS/)
    }
  })
})

describe('DATABASE_READ_URL', () => {
  const primary = 'postgres://u@db:5432/site'
  it('is taken with a primary, with a lag limit of 10 s unless set', () => {
    const e = parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://u@replica:5432/site' })
    expect(e.DATABASE_READ_URL).toBe('postgres://u@replica:5432/site')
    expect(e.REPLICA_MAX_LAG_SECONDS).toBe(10)
    expect(parseEnv({ REPLICA_MAX_LAG_SECONDS: '2.5' }).REPLICA_MAX_LAG_SECONDS).toBe(2.5)
  })
  it('is refused without DATABASE_URL, or when it is no postgres:// URL', () => {
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://u@replica/site' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    )
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL/,
    )
    expect(() => parseEnv({ REPLICA_MAX_LAG_SECONDS: '-1' })).toThrow(/REPLICA_MAX_LAG_SECONDS/)
  })
})

describe('PUBLIC_SITE_URL', () => {
  it('unset, it is derived from PORT so links point at the server that sent them', () => {
    const e = parseEnv({ PORT: '4500' })
    expect(e.PUBLIC_SITE_URL).toBe('http://localhost:4500')
    expect(siteUrlNotice(e)).toContain('http://localhost:4500 (from PORT)')
    expect(publicConfig(e).siteUrl).toBe('http://localhost:4500')
  })

  it('unset and PORT unset, it is http://localhost:3000; an empty value counts as unset', () => {
    expect(parseEnv({}).PUBLIC_SITE_URL).toBe('http://localhost:3000')
    expect(parseEnv({ PORT: '4501', PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://localhost:4501')
  })

  it('set, it wins over PORT and the start-up log says nothing about it', () => {
    const e = parseEnv({ PORT: '4500', PUBLIC_SITE_URL: 'https://nestwell.app' })
    expect(e.PUBLIC_SITE_URL).toBe('https://nestwell.app')
    expect(siteUrlNotice(e)).toBeUndefined()
  })

  it('a bad value still stops start-up naming the variable', () => {
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'ftp://x' })).toThrow(/PUBLIC_SITE_URL/)
  })
})

describe('app links and the Smart App Banner (decision 037)', () => {
  const fingerprint = Array(32).fill('AB').join(':')
  it('are unset by default', () => {
    const e = parseEnv({})
    expect([e.IOS_APP_ID, e.ANDROID_PACKAGE, e.ANDROID_CERT_SHA256, e.IOS_APP_STORE_ID]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(publicConfig(e).iosAppStoreId).toBeNull()
  })

  it('take TeamID.bundleId, a package with comma-separated fingerprints, and a digits-only store id', () => {
    const e = parseEnv({
      IOS_APP_ID: 'ABCDE12345.app.nestwell.ios',
      ANDROID_PACKAGE: 'app.nestwell',
      ANDROID_CERT_SHA256: `${fingerprint}, ${fingerprint.replace(/^AB/, '01')}`,
      IOS_APP_STORE_ID: '1234567890',
    })
    expect(e.IOS_APP_ID).toBe('ABCDE12345.app.nestwell.ios')
    expect(e.ANDROID_CERT_SHA256).toEqual([fingerprint, fingerprint.replace(/^AB/, '01')])
    expect(publicConfig(e).iosAppStoreId).toBe('1234567890')
  })

  it.each([
    ['IOS_APP_ID', 'app.nestwell'],
    ['IOS_APP_ID', 'abcde12345.app.nestwell'],
    ['IOS_APP_ID', 'ABCDE12345'],
    ['IOS_APP_STORE_ID', 'id1234567890'],
    ['IOS_APP_STORE_ID', '12 34'],
  ])('a bad %s (%s) stops start-up naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: must`))
  })

  it.each([
    Array(32).fill('ab').join(':'),
    Array(31).fill('AB').join(':'),
    Array(32).fill('AB').join(''),
    `${Array(32).fill('AB').join(':')},`,
  ])('a bad ANDROID_CERT_SHA256 (%s) stops start-up naming it', (value) => {
    expect(() => parseEnv({ ANDROID_PACKAGE: 'app.nestwell', ANDROID_CERT_SHA256: value })).toThrow(
      /ANDROID_CERT_SHA256/,
    )
  })

  it('refuses a package name that is none, and one Android variable without the other', () => {
    expect(() => parseEnv({ ANDROID_PACKAGE: 'nestwell', ANDROID_CERT_SHA256: fingerprint })).toThrow(
      /ANDROID_PACKAGE: must be an Android package name/,
    )
    expect(() => parseEnv({ ANDROID_PACKAGE: 'app.nestwell' })).toThrow(/ANDROID_CERT_SHA256: is needed/)
    expect(() => parseEnv({ ANDROID_CERT_SHA256: fingerprint })).toThrow(/ANDROID_PACKAGE: is needed/)
  })
})
