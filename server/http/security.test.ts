import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, withSecurityHeaders } from './security.ts'

describe('security headers', () => {
  it('builds a hash-based CSP with strict-dynamic, without nonce or unsafe-inline for scripts', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    const csp = contentSecurityPolicy([hash], true)
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(script).toBe(`script-src 'self' ${hash} 'strict-dynamic'`)
    expect(csp).not.toContain('nonce')
    expect(script).not.toContain('unsafe-inline')
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it('adds the headers even to a response with immutable headers', () => {
    const response = withSecurityHeaders(Response.redirect('http://localhost/x', 302), 'default-src none')
    expect(response.status).toBe(302)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(response.headers.get('content-security-policy')).toBe('default-src none')
  })
})
