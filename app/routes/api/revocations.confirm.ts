import { createFileRoute } from '@tanstack/react-router'
import type { Locale } from '@core/i18n/locales'
import { localizedPattern } from '@core/i18n/paths'
import { db } from '@server/db/client'
import { env } from '@server/env'
import { confirmRevocation, revocationTokenState } from '@server/forms/revocations'
import { mailSite } from '@server/forms/store'
import { wakeMailSender } from '@server/mail/sender'
import { TOKEN_MAX_LENGTH } from '@core/schemas/revocation-status'
import * as m from '@core/paraglide/messages'
import { cachePolicy } from '@server/http/cache-policy'
import { requestLocale } from '@server/http/request-locale'

// The deletion page's button posts here (a plain HTML form: it works before hydration and
// without JavaScript). GET only forwards links of mails sent before the page had a button: mail
// scanners open links, so opening one must never confirm (decision 024).

/** A form of one token: more than this is not our form. */
const MAX_BODY_BYTES = 1024

/** The deletion page in a locale, with its search (a token or an outcome). */
function pageLocation(locale: Locale, search: Record<string, string>): string {
  return `${localizedPattern('/data-revocation', locale)}?${new URLSearchParams(search)}`
}

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': cachePolicy.private, 'referrer-policy': 'no-referrer' },
  })
}

/** Anything but our page's form: said in the visitor's language. */
function refuse(request: Request, status: number): Response {
  const message = m.forms_revocation_confirm_bad_request({}, { locale: requestLocale(request) })
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
  })
}

export const Route = createFileRoute('/api/revocations/confirm')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, TOKEN_MAX_LENGTH)
        const { locale } = await revocationTokenState(await db(), token)
        return seeOther(pageLocation(requestLocale(request, { prefer: [locale] }), { token }))
      },
      POST: async ({ request }) => {
        const type = request.headers.get('content-type') ?? ''
        if (!type.startsWith('application/x-www-form-urlencoded')) {
          return refuse(request, 415)
        }
        if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
          return refuse(request, 413)
        }
        const body = await request.text()
        if (body.length > MAX_BODY_BYTES) return refuse(request, 413)
        const form = new URLSearchParams(body)
        const token = (form.get('token') ?? '').slice(0, TOKEN_MAX_LENGTH)
        const result = await confirmRevocation(await db(), token, mailSite(), env().TEAM_EMAIL_PRIVACY)
        if (result.status === 'confirmed') wakeMailSender()
        const locale = requestLocale(request, { prefer: [result.locale, form.get('locale')] })
        // A dead link goes back to its page, which says why with a 404 or 410.
        if (result.status === 'invalid') return seeOther(pageLocation(locale, { token }))
        return seeOther(pageLocation(locale, { status: result.status }))
      },
    },
  },
})
