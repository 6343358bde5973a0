import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('environment validation', () => {
  it('accepts the default tag-manager id and GTM-/G- ids', () => {
    expect(parseEnv({}).GTM_ID).toMatch(/^GTM-[A-Z0-9]+$/)
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD')
    expect(parseEnv({ GTM_ID: 'G-9XYZ123' }).GTM_ID).toBe('G-9XYZ123')
  })

  it.each(['gtm-ab12', 'GTM-', 'UA-12345-1', 'GTM-ab12', 'GTM-AB12;alert(1)', 'XGTM-AB12'])(
    'a bad GTM_ID (%s) stops start-up with a message naming GTM_ID',
    (value) => {
      expect(() => parseEnv({ GTM_ID: value })).toThrow(EnvError)
      expect(() => parseEnv({ GTM_ID: value })).toThrow(/GTM_ID: must be GTM- or G- followed by/)
    },
  )

  it('IMAGE_QUALITY defaults to 100 and must be an integer from 1 to 100', () => {
    expect(parseEnv({}).IMAGE_QUALITY).toBe(100)
    expect(parseEnv({ IMAGE_QUALITY: '80' }).IMAGE_QUALITY).toBe(80)
    for (const bad of ['0', '101', '75.5', 'high']) {
      expect(() => parseEnv({ IMAGE_QUALITY: bad }), bad).toThrow(/IMAGE_QUALITY/)
    }
  })
})
