// The partner page and its two forms in every locale: each validation message at its field,
// failure with Try again (keeps what was typed), success, and one stored submission however often
// it is sent. Server failures are provoked with the test-only @fail.test address.
import type { Locator, Page } from '@playwright/test'
import { limits } from '../../core/schemas/forms'
import { expect, languageTag, locales, test, oneWidth } from './fixtures'
import {
  clientAddress,
  outboxMails,
  ownRateLimit,
  partnerPath,
  stored,
  t,
  uniqueEmail,
} from './forms-helpers'
import { openOverlay } from './overlay'

test.beforeEach(async ({ page }) => {
  await ownRateLimit(page)
})

const forms = {
  book: {
    opener: 'open-book-call',
    dialog: 'book-call-dialog',
    title: 'forms_book_call_title',
    submit: 'forms_book_call_submit',
    success: ['forms_book_call_success_title', 'forms_book_call_success_text'],
    kind: 'book_a_call',
  },
  kit: {
    opener: 'open-media-kit',
    dialog: 'media-kit-dialog',
    title: 'forms_media_kit_title',
    submit: 'forms_media_kit_submit',
    success: ['forms_media_kit_success_title', 'forms_media_kit_success_text'],
    kind: 'get_media_kit',
  },
} as const
type Which = keyof typeof forms

async function openForm(page: Page, locale: (typeof locales)[number], which: Which): Promise<Locator> {
  await page.goto(partnerPath[locale])
  const dialog = page.getByTestId(forms[which].dialog)
  await openOverlay(page, dialog, page.getByTestId(forms[which].opener))
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t(locale, forms[which].title))
  return dialog
}

function fields(dialog: Locator, locale: (typeof locales)[number]) {
  return {
    fullName: dialog.getByLabel(t(locale, 'forms_label_full_name'), { exact: true }),
    companyName: dialog.getByLabel(t(locale, 'forms_label_company_name'), { exact: true }),
    email: dialog.getByLabel(t(locale, 'forms_label_work_email'), { exact: true }),
    preferredTime: dialog.getByLabel(t(locale, 'forms_label_preferred_time'), { exact: true }),
    privacy: dialog.getByRole('checkbox'),
    submit: dialog.getByRole('button', { name: t(locale, forms.book.submit) }),
  }
}

for (const locale of locales) {
  test.describe(`${locale}`, oneWidth, () => {
    // The @fail.test address makes the server answer 500, which the browser logs.
    test.use({ allowedConsoleErrors: /status of 500/ })

    test('book a call: every validation message at its field, limits on the inputs', async ({ page }) => {
      const dialog = await openForm(page, locale, 'book')
      const f = fields(dialog, locale)
      await f.submit.click()
      const errors = dialog.locator('[data-field-error]')
      await expect(errors).toHaveText([
        t(locale, 'forms_error_full_name_required'),
        t(locale, 'forms_error_company_required'),
        t(locale, 'forms_error_email_required'),
        t(locale, 'forms_error_preferred_time_required'),
        t(locale, 'forms_error_privacy_required'),
      ])
      // Focus goes to the first field in error, which says so.
      await expect(f.fullName).toBeFocused()
      await expect(f.fullName).toHaveAttribute('aria-invalid', 'true')
      await expect(f.fullName).toHaveAccessibleDescription(t(locale, 'forms_error_full_name_required'))

      await f.email.fill('not-an-email')
      await f.email.blur()
      await expect(dialog.getByText(t(locale, 'forms_error_email_invalid'))).toBeVisible()
      await f.fullName.fill('Ana')
      await expect(dialog.getByText(t(locale, 'forms_error_full_name_required'))).toHaveCount(0)

      await expect(f.fullName).toHaveAttribute('maxlength', String(limits.fullName))
      await expect(f.companyName).toHaveAttribute('maxlength', String(limits.companyName))
      await expect(f.email).toHaveAttribute('maxlength', String(limits.email))
      await expect(f.preferredTime).toHaveAttribute('maxlength', String(limits.preferredTime))
    })

    test('media kit: every validation message at its field', async ({ page }) => {
      const dialog = await openForm(page, locale, 'kit')
      const f = fields(dialog, locale)
      await expect(f.preferredTime).toHaveCount(0)
      await dialog.getByRole('button', { name: t(locale, forms.kit.submit) }).click()
      await expect(dialog.locator('[data-field-error]')).toHaveText([
        t(locale, 'forms_error_full_name_required'),
        t(locale, 'forms_error_company_required'),
        t(locale, 'forms_error_email_required'),
        t(locale, 'forms_error_privacy_required'),
      ])
      await f.email.fill('ana@')
      await f.privacy.check()
      await expect(dialog.locator('[data-field-error]')).toHaveText([
        t(locale, 'forms_error_full_name_required'),
        t(locale, 'forms_error_company_required'),
        t(locale, 'forms_error_email_invalid'),
      ])
    })

    for (const which of ['book', 'kit'] as const) {
      test(`${which === 'book' ? 'book a call' : 'media kit'}: failure, Try again keeps the answers, success, one submission`, async ({
        page,
        request,
      }) => {
        const dialog = await openForm(page, locale, which)
        const f = fields(dialog, locale)
        const submit = dialog.getByRole('button', { name: t(locale, forms[which].submit) })
        await f.fullName.fill('Inês Duarte')
        await f.companyName.fill('Berço & Filhos')
        await f.email.fill(uniqueEmail('broken', 'fail.test'))
        if (which === 'book') await f.preferredTime.fill('Thursday 16 May, 10:00 UTC+1')
        await f.privacy.check()
        await submit.click()

        const failure = dialog.getByTestId(`${which === 'book' ? 'book-call' : 'media-kit'}-form-failure`)
        await expect(failure).toBeVisible()
        await expect(failure).toContainText(t(locale, 'forms_failure_text'))
        await failure.getByRole('button', { name: t(locale, 'forms_try_again') }).click()
        await expect(f.fullName).toHaveValue('Inês Duarte')
        await expect(f.companyName).toHaveValue('Berço & Filhos')
        await expect(f.email).toHaveValue(/@fail\.test$/)
        if (which === 'book') await expect(f.preferredTime).toHaveValue('Thursday 16 May, 10:00 UTC+1')
        await expect(f.privacy).toBeChecked()

        const email = uniqueEmail(`${which}-${locale}`)
        await f.email.fill(email)
        // A double click sends the form once.
        await submit.dblclick()
        const success = dialog.getByTestId(`${which === 'book' ? 'book-call' : 'media-kit'}-form-success`)
        await expect(success).toBeVisible()
        await expect(success.getByRole('heading')).toHaveText(t(locale, forms[which].success[0]))
        await expect(success).toContainText(t(locale, forms[which].success[1]))
        await expect(success.getByRole('heading')).toBeFocused()

        const snapshot = await stored(request, email)
        expect(snapshot.submissions).toEqual([expect.objectContaining({ kind: forms[which].kind, locale })])
        expect(snapshot.mails.map((m) => [m.template, m.locale])).toEqual([
          [`${forms[which].kind}.team`, 'en'],
          [`${forms[which].kind}.visitor`, locale],
        ])
        // The sender writes the visitor's mail to the outbox folder, in the visitor's language.
        const [mail] = await outboxMails(email)
        expect(mail?.headers.get('content-language')).toBe(languageTag[locale])
        expect(mail?.subject).toBe(snapshot.mails[1]!.subject)

        // Closing after a success starts a fresh form next time.
        await dialog.getByRole('button', { name: t(locale, 'forms_close'), exact: true }).click()
        await expect(dialog).toBeHidden()
        await page.getByTestId(forms[which].opener).click()
        await expect(f.fullName).toHaveValue('')
      })
    }
  })
}

test.describe('failure handling', oneWidth, () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|status of 500|ERR_FAILED/ })
  test('an answer lost on the way: Try again sends the same fill, and it is still one submission', async ({
    page,
    request,
  }) => {
    const dialog = await openForm(page, 'en', 'book')
    const f = fields(dialog, 'en')
    const email = uniqueEmail('lost-answer')
    await f.fullName.fill('Maya Lind')
    await f.companyName.fill('Nordic Nursery')
    await f.email.fill(email)
    await f.preferredTime.fill('Any weekday morning, UTC+1')
    await f.privacy.check()
    // The server stores the submission, but its answer never reaches the browser.
    let lost = 0
    await page.route('**/api/trpc/forms.bookCall*', async (route) => {
      if (lost++ === 0) {
        await route.fetch()
        await route.abort('failed')
      } else {
        await route.continue()
      }
    })
    await f.submit.click()
    await expect(dialog.getByTestId('book-call-form-failure')).toBeVisible()
    expect((await stored(request, email)).submissions).toHaveLength(1)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await f.submit.click()
    await expect(dialog.getByTestId('book-call-form-success')).toBeVisible()
    const snapshot = await stored(request, email)
    expect(snapshot.submissions).toHaveLength(1)
    expect(snapshot.mails).toHaveLength(2)
  })

  test('too many submissions from one client: the rate-limit message, translated', async ({
    page,
    request,
  }) => {
    const client = `rate-${Date.now()}-${Math.random()}`
    await ownRateLimit(page, client)
    for (let i = 0; i < 5; i++) {
      const response = await request.post('/api/trpc/forms.mediaKit', {
        headers: clientAddress(client),
        data: {
          fullName: 'Flood',
          companyName: 'Flood Inc',
          email: uniqueEmail('flood'),
          privacyAccepted: true,
          idempotencyKey: crypto.randomUUID(),
          locale: 'es',
        },
      })
      expect(response.status()).toBe(200)
    }
    const dialog = await openForm(page, 'es', 'kit')
    const f = fields(dialog, 'es')
    await f.fullName.fill('Lucía Gómez')
    await f.companyName.fill('Chupetes SL')
    await f.email.fill(uniqueEmail('limited'))
    await f.privacy.check()
    await dialog.getByRole('button', { name: t('es', forms.kit.submit) }).click()
    const failure = dialog.getByTestId('media-kit-form-failure')
    await expect(failure).toContainText(t('es', 'forms_error_rate_limited'))
    await expect(failure.getByRole('button', { name: t('es', 'forms_try_again') })).toBeVisible()
  })
})
