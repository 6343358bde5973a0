// Security headers for every response. Pages list the hashes of their inline scripts in their
// CSP (server/http/page-scripts.ts): no nonce, so one cached copy is safe for every visitor.

const google = {
  tagManager: 'https://www.googletagmanager.com',
  analytics: 'https://*.google-analytics.com https://*.analytics.google.com',
  recaptcha: 'https://www.google.com https://www.gstatic.com https://recaptcha.google.com',
}

/**
 * The CSP of an answer whose page runs the inline scripts of these hashes (`'sha256-…'`); an
 * answer without a page (JSON, a refusal) runs none.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    // strict-dynamic: scripts our hashed scripts insert (the app's modules, the tag manager,
    // reCAPTCHA) are trusted; 'self' only for browsers from before CSP 3 (ignored by the others).
    ['script-src', "'self'", ...scriptHashes, "'strict-dynamic'"].join(' '),
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
