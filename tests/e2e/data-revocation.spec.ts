// The data deletion request in every locale: the explanation, every validation message,
// failure with Try again, success, one stored request, and the e-mailed single-use link: its
// page changes nothing until its button is pressed (with or without JavaScript), then shows the
// outcome in the request's language; dead links answer 404 or 410.
import { randomUUID } from 'node:crypto'
import { axe } from './a11y'
import type { APIRequestContext } from '@playwright/test'
import { limits } from '../../core/schemas/forms'
import { LOCALE_COOKIE } from '../../core/i18n/locales'
import { type Locale, expect, languageTag, locales, msg, test, oneWidth } from './fixtures'
import { waitForHydration } from './community-helpers'
import {
  clientAddress,
  outboxMails,
  ownRateLimit,
  revocationPath,
  stored,
  t,
  uniqueEmail,
} from './forms-helpers'

test.beforeEach(async ({ page }) => {
  await ownRateLimit(page)
})
// The @fail.test address makes the server answer 500, and dead links 404 or 410: the browser
// logs them.
test.use({ allowedConsoleErrors: /status of (500|404|410)/ })

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the explanation and every validation message', oneWidth, async ({ page }) => {
      await page.goto(revocationPath(locale))
      // The page is React's; its form hydrates when the first field is reached for (and keeps
      // what was typed before: see "what is typed before the form’s code arrives").
      await waitForHydration(page)
      await expect(page.locator('h1')).toHaveText(msg(locale, 'page_data_revocation_heading'))
      await expect(page.getByText(t(locale, 'forms_revocation_step_done_text'))).toBeVisible()
      const form = page.getByTestId('revocation-form')
      const email = form.getByLabel(t(locale, 'forms_revocation_label_email'), { exact: true })
      const reason = form.getByLabel(t(locale, 'forms_revocation_label_reason'), { exact: true })
      await expect(email).toHaveAttribute('maxlength', String(limits.email))
      await expect(reason).toHaveAttribute('maxlength', String(limits.reason))

      await form.getByRole('button', { name: t(locale, 'forms_revocation_submit') }).click()
      await expect(form.locator('[data-field-error]')).toHaveText([
        t(locale, 'forms_error_email_required'),
        t(locale, 'forms_error_reason_required'),
        t(locale, 'forms_error_confirm_deletion_required'),
      ])
      await expect(email).toBeFocused()
      await email.fill('someone@')
      await reason.fill('   ')
      await form.getByRole('checkbox').check()
      await expect(form.locator('[data-field-error]')).toHaveText([
        t(locale, 'forms_error_email_invalid'),
        t(locale, 'forms_error_reason_required'),
      ])
    })

    test(
      'failure, Try again, success, and the e-mailed link confirms once',
      oneWidth,
      async ({ page, request }) => {
        await page.goto(revocationPath(locale))
        await waitForHydration(page)
        const form = page.getByTestId('revocation-form')
        const email = form.getByLabel(t(locale, 'forms_revocation_label_email'), { exact: true })
        const reason = form.getByLabel(t(locale, 'forms_revocation_label_reason'), { exact: true })
        await email.fill(uniqueEmail('revoke', 'fail.test'))
        await reason.fill('Ya no uso la app.')
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: t(locale, 'forms_revocation_submit') }).click()
        const failure = page.getByTestId('revocation-form-failure')
        await expect(failure).toContainText(t(locale, 'forms_failure_text'))
        await failure.getByRole('button', { name: t(locale, 'forms_try_again') }).click()
        await expect(reason).toHaveValue('Ya no uso la app.')
        await expect(form.getByRole('checkbox')).toBeChecked()

        const address = uniqueEmail(`revoke-${locale}`)
        await email.fill(address)
        await form.getByRole('button', { name: t(locale, 'forms_revocation_submit') }).dblclick()
        const success = page.getByTestId('revocation-form-success')
        await expect(success.getByRole('heading')).toHaveText(t(locale, 'forms_revocation_success_title'))
        await expect(success).toContainText(t(locale, 'forms_revocation_success_text'))

        const before = await stored(request, address)
        expect(before.submissions).toEqual([expect.objectContaining({ kind: 'data_revocation', locale })])
        expect(before.revocations).toEqual([expect.objectContaining({ confirmedAt: null, dueAt: null })])

        // The visitor's mail, in their language, with the link to the page in that language.
        const [mail] = await outboxMails(address)
        expect(mail?.headers.get('content-language')).toBe(languageTag[locale])
        const link = /https?:\/\/[^\s"<>]+\/data-revocation\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text)![0]
        const path = new URL(link).pathname + new URL(link).search
        expect(new URL(link).pathname).toBe(revocationPath(locale))

        // Opening the link (as a mail scanner does) confirms nothing: it shows a button.
        const opened = await request.get(path)
        expect(opened.status()).toBe(200)
        expect(opened.headers()['cache-control']).toBe('private, no-store')
        await page.goto(path)
        const confirm = page.getByTestId('revocation-confirm')
        await expect(confirm.getByRole('heading')).toHaveText(t(locale, 'forms_revocation_pending_title'))
        await expect(page.getByTestId('revocation-form')).toHaveCount(0)
        expect((await stored(request, address)).revocations).toEqual([
          expect.objectContaining({ confirmedAt: null, dueAt: null }),
        ])

        await waitForHydration(page)
        expect((await axe(page).include('#main').analyze()).violations).toEqual([])
        await confirm.getByRole('button', { name: t(locale, 'forms_revocation_pending_button') }).click()
        await expect(page).toHaveURL(new RegExp(`${revocationPath(locale)}\\?status=confirmed$`))
        await expect(page.getByTestId('revocation-status-confirmed')).toContainText(
          t(locale, 'forms_revocation_status_confirmed_title'),
        )
        await expect(page.getByTestId('revocation-form')).toHaveCount(0)
        const after = await stored(request, address)
        const { confirmedAt, dueAt } = after.revocations[0]!
        expect(confirmedAt).not.toBeNull()
        const days = (Date.parse(dueAt!) - Date.parse(confirmedAt!)) / 86_400_000
        expect(days).toBeGreaterThanOrEqual(28)
        expect(days).toBeLessThanOrEqual(31)

        // Single use: the link now says it is done, with no button.
        await page.goto(path)
        await expect(page.getByTestId('revocation-status-used')).toContainText(
          t(locale, 'forms_revocation_status_used_title'),
        )
        await expect(page.getByTestId('revocation-confirm')).toHaveCount(0)
      },
    )
  })
}

// On a first load the form stays server HTML until a visitor reaches for it: its code (TanStack
// Form, zod) is not part of the page's first load. Here that code is held back while a visitor on
// a slow phone types, ticks and sends: nothing typed is lost, and the submit waits for the code
// (no page load to the no-JavaScript route, and never the fields in a URL).
test('what is typed before the form’s code arrives is kept and sent', async ({ page, request }) => {
  await page.goto(revocationPath('pt'))
  await waitForHydration(page)
  const form = page.getByTestId('revocation-form')
  const isReacts = () =>
    form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))
  expect(await isReacts()).toBe(false)

  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held: string[] = []
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })

  const address = uniqueEmail('revoke-early')
  await form.getByLabel(t('pt', 'forms_revocation_label_email'), { exact: true }).fill(address)
  await form.getByLabel(t('pt', 'forms_revocation_label_reason'), { exact: true }).fill('Já não uso a app.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: t('pt', 'forms_revocation_submit') }).click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  expect(await isReacts()).toBe(false)
  expect(page.url()).toMatch(new RegExp(`${revocationPath('pt')}$`))

  release()
  const success = page.getByTestId('revocation-form-success')
  await expect(success.getByRole('heading')).toHaveText(t('pt', 'forms_revocation_success_title'))
  expect(page.url()).toMatch(new RegExp(`${revocationPath('pt')}$`))
  const { submissions } = await stored(request, address)
  expect(submissions).toEqual([expect.objectContaining({ kind: 'data_revocation', locale: 'pt' })])
})

/** Files a request through the procedure and returns the path of its e-mailed link. */
async function requestLink(request: APIRequestContext, locale: Locale, address: string) {
  const response = await request.post('/api/trpc/forms.dataRevocation', {
    headers: clientAddress(randomUUID()),
    data: {
      email: address,
      reason: 'No longer needed.',
      confirmDeletion: true,
      idempotencyKey: randomUUID(),
      locale,
    },
  })
  expect(response.status()).toBe(200)
  const [mail] = await outboxMails(address)
  const link = /https?:\/\/[^\s"<>]+\/data-revocation\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text)![0]
  return new URL(link).pathname + new URL(link).search
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the form sends the request by POST, and the page says what happened',
    oneWidth,
    async ({ page, request }) => {
      await page.goto(revocationPath('es'))
      const form = page.getByTestId('revocation-form')
      const submit = form.getByRole('button', { name: t('es', 'forms_revocation_submit') })
      // Nothing filled in: the page says what is missing, and offers the form again.
      await submit.click()
      await expect(page).toHaveURL(new RegExp(`${revocationPath('es')}\\?status=incomplete$`))
      await expect(page.getByTestId('revocation-status-incomplete')).toContainText(
        t('es', 'forms_revocation_incomplete_text'),
      )

      const address = uniqueEmail('revoke-nojs-form')
      await form.getByLabel(t('es', 'forms_revocation_label_email'), { exact: true }).fill(address)
      await form.getByLabel(t('es', 'forms_revocation_label_reason'), { exact: true }).fill('Ya no la uso.')
      await form.getByRole('checkbox').check()
      await submit.click()
      // The address travelled in the body: never in a URL.
      await expect(page).toHaveURL(new RegExp(`${revocationPath('es')}\\?status=requested$`))
      await expect(page.getByTestId('revocation-status-requested')).toContainText(
        t('es', 'forms_revocation_success_title'),
      )
      await expect(page.getByTestId('revocation-form')).toHaveCount(0)
      const { submissions } = await stored(request, address)
      expect(submissions).toEqual([expect.objectContaining({ kind: 'data_revocation', locale: 'es' })])
      const [mail] = await outboxMails(address)
      expect(mail?.headers.get('content-language')).toBe(languageTag.es)
    },
  )

  test('the button confirms before any script runs', oneWidth, async ({ page, request }) => {
    const address = uniqueEmail('revoke-nojs')
    const path = await requestLink(request, 'es', address)
    await page.goto(path)
    await page
      .getByTestId('revocation-confirm')
      .getByRole('button', { name: t('es', 'forms_revocation_pending_button') })
      .click()
    await expect(page).toHaveURL(/\/es\/data-revocation\?status=confirmed$/)
    await expect(page.getByTestId('revocation-status-confirmed')).toContainText(
      t('es', 'forms_revocation_status_confirmed_title'),
    )
    expect((await stored(request, address)).revocations[0]!.confirmedAt).not.toBeNull()
  })
})

test(
  'the form’s POST route: refusals in the visitor’s language, and the rate limit',
  oneWidth,
  async ({ request }) => {
    const fields = (email: string) =>
      new URLSearchParams({ locale: 'pt', email, reason: 'Já não uso.', confirmDeletion: 'on', website: '' })
    const post = (body: string, headers: Record<string, string> = {}) =>
      request.post('/api/revocations/request', {
        data: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        maxRedirects: 0,
      })
    const fromOtherSite = await post(fields(uniqueEmail('revoke-csrf')).toString(), {
      origin: 'https://elsewhere.example',
    })
    expect(fromOtherSite.status()).toBe(403)
    // Before the body is read, the language is the visitor's choice (the cookie).
    const json = await request.post('/api/revocations/request', {
      data: { email: 'a@example.com' },
      headers: { cookie: `${LOCALE_COOKIE}=pt` },
    })
    expect(json.status()).toBe(415)
    expect(await json.text()).toBe(t('pt', 'forms_revocation_request_bad_request'))
    expect((await post(`reason=${'a'.repeat(200_000)}`)).status()).toBe(413)

    // One address of its own: the limit's points are spent, then the page says to wait.
    const sender = clientAddress(randomUUID())
    const outcomes: string[] = []
    for (let i = 0; i < 7; i++) {
      const response = await post(fields(uniqueEmail(`revoke-limit-${i}`)).toString(), sender)
      expect(response.status()).toBe(303)
      outcomes.push(response.headers().location!)
    }
    expect(outcomes[0]).toBe('/pt/data-revocation?status=requested')
    expect(outcomes.at(-1)).toBe('/pt/data-revocation?status=rate-limited')
  },
)

test('a broken link says so with a 404, and offers the form again', oneWidth, async ({ page, request }) => {
  expect((await request.get('/data-revocation?token=not-a-real-token')).status()).toBe(404)
  // The address of mails sent before the page had a button forwards to the page.
  const response = await page.goto('/api/revocations/confirm?token=not-a-real-token')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(/\/data-revocation\?token=not-a-real-token$/)
  await expect(page.getByTestId('revocation-status-invalid')).toContainText(
    t('en', 'forms_revocation_status_invalid_title'),
  )
  await expect(page.getByTestId('revocation-form')).toBeVisible()
})

test('an expired link says so with a 410, in the request’s language', oneWidth, async ({ page, request }) => {
  const address = uniqueEmail('revoke-expired')
  const path = await requestLink(request, 'pt', address)
  const expire = await request.post(`/api/test/forms?email=${encodeURIComponent(address)}&expire=1`)
  expect(await expire.json()).toEqual({ expired: 1 })
  const response = await page.goto(path)
  expect(response?.status()).toBe(410)
  await expect(page.getByTestId('revocation-status-expired')).toContainText(
    t('pt', 'forms_revocation_status_expired_title'),
  )
  await expect(page.getByTestId('revocation-confirm')).toHaveCount(0)
  await expect(page.getByTestId('revocation-form')).toBeVisible()
  expect((await stored(request, address)).revocations[0]!.confirmedAt).toBeNull()
})

test('no accessibility violations, with and without errors', async ({ page }) => {
  await page.goto(revocationPath('pt'))
  await waitForHydration(page)
  // The page's own content (the header and footer are the layout's, audited with it).
  const audit = () => axe(page).include('#main').analyze()
  expect((await audit()).violations).toEqual([])
  await page
    .getByTestId('revocation-form')
    .getByRole('button', { name: t('pt', 'forms_revocation_submit') })
    .click()
  await expect(page.locator('[data-field-error]').first()).toBeVisible()
  expect((await audit()).violations).toEqual([])
})

test(
  'a status or token of another type in the address is ignored: the page keeps its form',
  oneWidth,
  async ({ request }) => {
    // The router parses `?status=1` to a number and `?status={}` to an object; the page once
    // rendered a card for them and crashed in the middle of the stream.
    for (const query of ['status=1', 'status=true', 'status=%7B%7D', 'status=null', 'token=1']) {
      const response = await request.get(`${revocationPath('en')}?${query}`)
      expect(response.status(), query).toBe(200)
      const html = await response.text()
      expect(html, query).toContain('data-testid="revocation-form"')
      expect(html, query).toContain('</html>')
    }
  },
)
