// /api/revocations/confirm. The deletion page's button posts here (a plain HTML form: it works
// before hydration and without JavaScript). GET only forwards links of mails sent before the
// page had a button: mail scanners open links, so opening one must never confirm (decision 024).
import type { Locale } from '../../core/i18n/locales.ts'
import { localizedPattern } from '../../core/i18n/paths.ts'
import * as m from '../../core/paraglide/messages.js'
import { TOKEN_MAX_LENGTH } from '../../core/schemas/revocation-status.ts'
import { db } from '../db/client.ts'
import { env } from '../env.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { requestLocale } from '../http/request-locale.ts'
import { wakeMailSender } from '../mail/sender.ts'
import { confirmRevocation, revocationTokenState } from './revocations.ts'
import { mailSite } from './store.ts'

/** A form of one token: more than this is not our form. */
const MAX_BODY_BYTES = 1024

/** The deletion page in a locale, with its search (a token or an outcome). */
export function pageLocation(locale: Locale, search: Record<string, string>): string {
  return `${localizedPattern('/data-revocation', locale)}?${new URLSearchParams(search)}`
}

export function seeOther(location: string): Response {
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

/** GET: an old mail's link opens the deletion page with its token, in the request's language. */
export async function forwardRevocationLink(request: Request): Promise<Response> {
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, TOKEN_MAX_LENGTH)
  const { locale } = await revocationTokenState(await db(), token)
  return seeOther(pageLocation(requestLocale(request, { prefer: [locale] }), { token }))
}

/** POST: the page's button confirms the request once, then shows the outcome page. */
export async function confirmRevocationForm(request: Request): Promise<Response> {
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
}
