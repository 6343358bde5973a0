import { describe, expect, it } from 'vitest'
import { failureResponse, refusal } from './refusals.ts'
import { securityHeaders } from '../../tests/support/security-headers.ts'

describe('refusals and failures', () => {
  it('a failure answers 500 in plain text, without the stack, with every security header', async () => {
    const error = new Error('secret internals')
    const response = failureResponse(error)
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    for (const name of securityHeaders) expect(response.headers.get(name), name).toBeTruthy()
    const body = await response.text()
    expect(body).not.toContain('secret internals')
    expect(body).not.toMatch(/\bat .*:\d+/)
  })

  it('a failure speaks the visitor’s language: the path’s prefix, else the cookie', async () => {
    const failed = (path: string, headers: Record<string, string> = {}) =>
      failureResponse(new Error('boom'), new Request(`http://localhost${path}`, { headers })).text()
    expect(await failed('/pt/comunidade')).toBe(
      'Algo correu mal do nosso lado. Tenta novamente daqui a pouco.\n',
    )
    expect(await failed('/community', { cookie: 'i18n_locale=es' })).toBe(
      'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.\n',
    )
    expect(await failed('/community')).toBe(
      'Something went wrong on our side. Please try again in a moment.\n',
    )
  })

  it('a URL that cannot be built (malformed Host) is the client’s mistake: 400 in its language', async () => {
    let error: unknown
    try {
      new URL('http://x:99999/')
    } catch (e) {
      error = e
    }
    const request = new Request('http://localhost/', { headers: { cookie: 'i18n_locale=es' } })
    const response = failureResponse(error, request)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('No se ha podido entender la petición.\n')
  })

  it('tRPC paths get tRPC-shaped JSON, pages plain text', async () => {
    const trpcUrl = new URL('http://localhost/api/trpc/nope')
    const json = refusal(405, new Request(trpcUrl, { method: 'PUT' }), trpcUrl, { allow: 'GET' })
    expect(json.headers.get('allow')).toBe('GET')
    expect(await json.json()).toMatchObject({
      error: { data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405 } },
    })
    const pageUrl = new URL('http://localhost/pt/comunidade')
    const text = refusal(413, new Request(pageUrl, { method: 'POST' }), pageUrl)
    expect(await text.text()).toBe('O pedido é demasiado grande.\n')
  })
})
