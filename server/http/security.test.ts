import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, withSecurityHeaders } from './security'

describe('security headers', () => {
  it('builds a nonce-based CSP without unsafe-inline for scripts', () => {
    const nonce = createNonce()
    const csp = contentSecurityPolicy(nonce, true)
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(script).toContain(`'nonce-${nonce}'`)
    expect(script).not.toContain('unsafe-inline')
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(createNonce()).not.toBe(nonce)
  })

  it('adds the headers even to a response with immutable headers', () => {
    const response = withSecurityHeaders(Response.redirect('http://localhost/x', 302), 'default-src none')
    expect(response.status).toBe(302)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(response.headers.get('content-security-policy')).toBe('default-src none')
  })
})
