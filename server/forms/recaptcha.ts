// reCAPTCHA v3 on the server: verified when a secret is configured, skipped (and logged once)
// otherwise. Returns a result instead of throwing.
import { errorFields, log } from '../ops/log.ts'

export interface RecaptchaSettings {
  secret?: string
  minScore: number
  verifyUrl: string
}

export type RecaptchaResult =
  | { ok: true; skipped: boolean; score?: number }
  | { ok: false; reason: 'missing_token' | 'rejected' | 'low_score' | 'wrong_action' | 'unavailable' }

let skipLogged = false

export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  input: { token?: string; expectedAction: string; remoteIp?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<RecaptchaResult> {
  if (!settings.secret) {
    if (!skipLogged) {
      log.info('forms: RECAPTCHA_SECRET not set, the reCAPTCHA check is skipped')
      skipLogged = true
    }
    return { ok: true, skipped: true }
  }
  if (!input.token) return { ok: false, reason: 'missing_token' }
  const body = new URLSearchParams({ secret: settings.secret, response: input.token })
  if (input.remoteIp && input.remoteIp !== 'unknown') body.set('remoteip', input.remoteIp)
  let answer: { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] }
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    answer = (await response.json()) as typeof answer
  } catch (error) {
    log.warn({ err: errorFields(error) }, 'forms: reCAPTCHA verification unavailable')
    return { ok: false, reason: 'unavailable' }
  }
  if (!answer.success) return { ok: false, reason: 'rejected' }
  if (answer.action !== input.expectedAction) return { ok: false, reason: 'wrong_action' }
  const score = typeof answer.score === 'number' ? answer.score : 0
  if (score < settings.minScore) return { ok: false, reason: 'low_score' }
  return { ok: true, skipped: false, score }
}
