// Shared browser-test fixtures: in a test that takes `page`, an unexpected console error, page
// error or Content-Security-Policy violation fails the test.
import { type BrowserContext, test as base, expect } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import pt from '../../messages/pt.json' with { type: 'json' }
import { CONSENT_COOKIE, type ConsentChoice } from '../../core/http/consent-cookie'
import { TEST_BASE_URL } from '../support/constants'
import { messageReader } from '../support/messages'

export const locales = ['en', 'es', 'pt'] as const
export type Locale = (typeof locales)[number]
export const languageTag = { en: 'en-US', es: 'es-ES', pt: 'pt-PT' } as const
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

/** A core message with its {placeholders} filled, as the page shows it. */
export const msg = messageReader<Locale>({ en, es, pt })

/**
 * Details for a test whose result cannot depend on the window's width (HTTP answers, content,
 * data flows): the phone project leaves it out (grepInvert in playwright.config.ts), so it runs
 * once, at 1280 px. Keep it off anything that looks at layout: axe audits, overlays, visibility
 * in the viewport, scrolling, touch, menus.
 */
export const oneWidth = { tag: '@one-width' }

/** A visitor who has already answered the cookie question (no banner). */
export function answeredConsent(context: BrowserContext, choice: ConsentChoice = 'denied') {
  return context.addCookies([{ name: CONSENT_COOKIE, value: choice, url: TEST_BASE_URL }])
}

interface Options {
  /** Console errors this test provokes on purpose (one pattern: Playwright reads arrays as fixture tuples). */
  allowedConsoleErrors: RegExp | null
}

// The guard rides on the `page` fixture, not on an auto fixture: a test that takes only `request`
// then opens no browser page (issue 28), and every test that takes `page` gets it as before.
export const test = base.extend<Options>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (!allowedConsoleErrors?.test(text)) errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    // Any Content-Security-Policy violation on any page fails the test.
    const violations: string[] = []
    await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
      violations.push(text)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        )
      })
    })
    await use(page)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(errors, 'unexpected console errors').toEqual([])
  },
})

export { expect }
