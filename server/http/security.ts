// Security headers for every response, and the per-request CSP nonce.
import { randomBytes } from 'node:crypto'

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

const google = {
  tagManager: 'https://www.googletagmanager.com',
  analytics: 'https://*.google-analytics.com https://*.analytics.google.com',
  recaptcha: 'https://www.google.com https://www.gstatic.com https://recaptcha.google.com',
}

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    // strict-dynamic: scripts our nonce'd scripts load (tag manager, reCAPTCHA) are trusted.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${google.tagManager} ${google.analytics} https://www.gstatic.com`,
    "font-src 'self'",
    `connect-src 'self' ${google.tagManager} ${google.analytics} https://www.google.com`,
    `frame-src ${google.tagManager} ${google.recaptcha}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

const staticHeaders: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
}

/** Adds the headers; responses with immutable headers (e.g. Response.redirect) are copied. */
export function withSecurityHeaders(response: Response, csp?: string): Response {
  let target = response
  try {
    response.headers.set('x-content-type-options', 'nosniff')
  } catch {
    target = new Response(response.body, response)
  }
  for (const [name, value] of Object.entries(staticHeaders)) target.headers.set(name, value)
  if (csp && !target.headers.has('content-security-policy'))
    target.headers.set('content-security-policy', csp)
  target.headers.delete('x-powered-by')
  return target
}

export const assetCsp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"
