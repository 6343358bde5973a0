// The data deletion request in every locale: the explanation, every validation message,
// failure with Try again, success, one stored request, and the e-mailed single-use link that
// confirms it and shows the outcome in the request's language.
import AxeBuilder from '@axe-core/playwright'
import { limits } from '../../app/schemas/forms'
import { expect, languageTag, locales, msg, test } from './fixtures'
import { waitForHydration } from './community-helpers'
import { outboxMails, ownRateLimit, revocationPath, stored, t, uniqueEmail } from './forms-helpers'

test.beforeEach(async ({ page }) => {
  await ownRateLimit(page)
})
// The @fail.test address makes the server answer 500, which the browser logs.
test.use({ allowedConsoleErrors: /status of 500/ })

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the explanation and every validation message', async ({ page }) => {
      await page.goto(revocationPath(locale))
      // What is typed before React takes over the form is lost: type as a visitor would, after.
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

    test('failure, Try again, success, and the e-mailed link confirms once', async ({ page, request }) => {
      await page.goto(revocationPath(locale))
      // What is typed before React takes over the form is lost: type as a visitor would, after.
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

      // The visitor's mail, in their language, with the link.
      const [mail] = await outboxMails(address)
      expect(mail?.headers.get('content-language')).toBe(languageTag[locale])
      const link = /https?:\/\/[^\s"<>]+\/api\/revocations\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
        mail!.text,
      )![0]
      const path = new URL(link).pathname + new URL(link).search

      await page.goto(path)
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

      // Single use.
      await page.goto(path)
      await expect(page.getByTestId('revocation-status-used')).toContainText(
        t(locale, 'forms_revocation_status_used_title'),
      )
    })
  })
}

test('a broken link says so and offers the form again', async ({ page }) => {
  await page.goto('/api/revocations/confirm?token=not-a-real-token')
  await expect(page).toHaveURL(/\/data-revocation\?status=invalid$/)
  await expect(page.getByTestId('revocation-status-invalid')).toContainText(
    t('en', 'forms_revocation_status_invalid_title'),
  )
  await expect(page.getByTestId('revocation-form')).toBeVisible()
})

test('no accessibility violations, with and without errors', async ({ page }) => {
  await page.goto(revocationPath('pt'))
  await waitForHydration(page)
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
  // The page's own content (the header and footer are the layout's, audited with it).
  const audit = () => new AxeBuilder({ page }).withTags(tags).include('#main').analyze()
  expect((await audit()).violations).toEqual([])
  await page
    .getByTestId('revocation-form')
    .getByRole('button', { name: t('pt', 'forms_revocation_submit') })
    .click()
  await expect(page.locator('[data-field-error]').first()).toBeVisible()
  expect((await audit()).violations).toEqual([])
})
