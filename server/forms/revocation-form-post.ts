// /api/revocations/request: the deletion form sent without JavaScript (a plain HTML POST; with
// JavaScript the page sends it over tRPC and never comes here). The same schema and intake as the
// procedure; the answer is a redirect to the page, which shows the outcome in the visitor's
// language. The fields travel in the body: a form without a method would put the address in the
// URL, and so in the history and every log on the way.
import { randomUUID } from 'node:crypto'
import type { Locale } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'
import { dataRevocationInput, limits } from '../../core/schemas/forms.ts'
import type { RequestOutcome } from '../../core/schemas/revocation-status.ts'
import { AppError } from '../errors.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { requestLocale } from '../http/request-locale.ts'
import { clientIp, sentByOtherSite } from '../http/request-info.ts'
import { type FormRefusalReason, countFormRefusal } from '../ops/metrics.ts'
import { pageLocation, seeOther } from './revocation-confirm.ts'
import { requestDataRevocation } from './revocation-request.ts'

/** The form's fields at their longest, every character percent-encoded as 4 UTF-8 bytes. */
const MAX_BODY_BYTES = (limits.email + limits.reason + 600) * 12

const outcomeOf: Partial<Record<string, { outcome: RequestOutcome; counted: FormRefusalReason }>> = {
  RATE_LIMITED: { outcome: 'rate-limited', counted: 'rate_limit' },
  BOT_CHECK_FAILED: { outcome: 'bot-check', counted: 'bot_check' },
  UNAVAILABLE: { outcome: 'unavailable', counted: 'unavailable' },
}

function pageWith(locale: Locale, status: RequestOutcome): Response {
  return seeOther(pageLocation(locale, { status }))
}

function refuse(request: Request, status: number, message: (locale: Locale) => string): Response {
  return new Response(message(requestLocale(request)), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
  })
}

export async function requestRevocationForm(request: Request): Promise<Response> {
  if (sentByOtherSite(request)) {
    return refuse(request, 403, (locale) => m.http_cross_site_refused({}, { locale }))
  }
  const type = request.headers.get('content-type') ?? ''
  const notOurForm = (locale: Locale) => m.forms_revocation_request_bad_request({}, { locale })
  if (!type.startsWith('application/x-www-form-urlencoded')) return refuse(request, 415, notOurForm)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return refuse(request, 413, notOurForm)
  }
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return refuse(request, 413, notOurForm)
  const form = new URLSearchParams(body)
  const locale = requestLocale(request, { prefer: [form.get('locale')] })
  const input = dataRevocationInput.safeParse({
    email: form.get('email') ?? '',
    reason: form.get('reason') ?? '',
    confirmDeletion: form.get('confirmDeletion') === 'on',
    website: form.get('website') ?? undefined,
    locale,
    // Each POST is one fill: without JavaScript nothing keeps a key between two sends.
    idempotencyKey: randomUUID(),
  })
  if (!input.success) {
    countFormRefusal('validation')
    return pageWith(locale, 'incomplete')
  }
  try {
    await requestDataRevocation(input.data, { ip: clientIp(request), request })
    return pageWith(locale, 'requested')
  } catch (error) {
    const refusal = error instanceof AppError ? outcomeOf[error.code] : undefined
    if (!refusal) throw error
    countFormRefusal(refusal.counted)
    return pageWith(locale, refusal.outcome)
  }
}
