// An operator who runs without a tag manager (`GTM_ID=` empty, decision 036): there is nothing to
// consent to, so pages carry no banner, no cookie-settings button and no container id. Requests
// only, against a second built server started with that setting.
import { expect, test } from '@playwright/test'
import { type BuiltServer, startBuiltServer } from '../support/built-server'
import { TEST_PORT } from '../support/constants'

const pages = ['/', '/es/comunidad', '/pt/ferramentas/data-do-parto', '/partner-with-us']

test.describe('GTM_ID empty', () => {
  // One server for the describe, in one worker.
  test.describe.configure({ mode: 'default' })
  let server: BuiltServer

  test.beforeAll(async () => {
    const port = TEST_PORT + 6
    server = await startBuiltServer({
      port,
      env: { HOST: '127.0.0.1', GTM_ID: '', LOG_LEVEL: 'warn', PUBLIC_SITE_URL: `http://127.0.0.1:${port}` },
      dataDirPrefix: 'nestwell-no-analytics-',
      timeoutMs: 60_000,
      portTakenHint: 'stop the server left on it',
    })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('with GTM_ID empty no page asks for consent or names a container', async ({ request }) => {
    for (const path of pages) {
      const response = await request.get(`${server.base}${path}`)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain('<footer')
      expect(html, path).not.toContain('data-consent-banner')
      expect(html, path).not.toContain('data-testid="cookie-settings"')
      expect(html, path).not.toMatch(/GTM-[A-Z0-9]+/)
    }
  })
})

test('the default configuration does ask (the check above can fail)', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('data-consent-banner')
  expect(html).toContain('data-testid="cookie-settings"')
})
