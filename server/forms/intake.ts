// What every form submission meets before its own work, in this order (decision 007): the
// honeypot, the intake hooks, a repeat of a stored fill (free), the rate limit, reCAPTCHA. Then
// the caller's row and mails are stored in one transaction and the sender is woken. A database
// that cannot be reached becomes UNAVAILABLE (503, the visitor may retry).
import { type FormKind, type SubmissionMeta, recaptchaActions } from '../../core/schemas/forms.ts'
import { db, isDatabaseUnavailable } from '../db/client.ts'
import { env } from '../env.ts'
import { AppError } from '../errors.ts'
import { wakeMailSender } from '../mail/sender.ts'
import { log } from '../ops/log.ts'
import { countFormRefusal } from '../ops/metrics.ts'
import { consumeSubmission } from './rate-limit.ts'
import { verifyRecaptcha } from './recaptcha.ts'
import { type SubmissionRecord, findSubmission, recordSubmission } from './store.ts'

/** Who sent a submission: the client address (see TRUST_PROXY) and the request itself. */
export interface Sender {
  ip: string
  request: Request
}

/** What intake reads of a form's input: what every submission carries, and the visitor's address. */
export type IntakeInput = SubmissionMeta & { email: string }

/** Extension points, empty in production; test code installs its switches here (decision 011). */
export interface IntakeHooks {
  /** Runs before anything is looked up or stored; may throw. */
  beforeIntake?(input: IntakeInput): void
  /** The rate-limit bucket of a request, instead of its client address (null: the address). */
  rateLimitKey?(request: Request): string | null
}

let hooks: IntakeHooks = {}

export function setIntakeHooks(next: IntakeHooks): void {
  hooks = next
}

/** What every form answers on success (also to a bot caught by the honeypot). */
const received = { status: 'received' } as const
export type Received = typeof received

/** Screens a submission, then stores `record` with its mails. */
export async function takeIn(
  kind: FormKind,
  input: IntakeInput,
  sender: Sender,
  record: Omit<SubmissionRecord, 'kind' | 'idempotencyKey' | 'locale' | 'email'>,
): Promise<Received> {
  try {
    // People never see the honeypot: a bot gets the success answer and nothing is kept.
    if (input.website?.trim()) {
      log.info({ form: kind }, 'forms: honeypot filled, submission ignored')
      countFormRefusal('bot_check')
      return received
    }
    hooks.beforeIntake?.(input)
    const database = await db()
    // A repeated submit of a stored fill is answered like the first and costs no rate-limit point.
    if (await findSubmission(database, input.idempotencyKey)) return received
    await screen(kind, input, sender)
    const { idempotencyKey, locale, email } = input
    const result = await recordSubmission(database, { ...record, kind, idempotencyKey, locale, email })
    if (!result.duplicate) wakeMailSender()
    return received
  } catch (error) {
    if (error instanceof AppError || !isDatabaseUnavailable(error)) throw error
    throw new AppError('UNAVAILABLE', { cause: error })
  }
}

/** The rate limit, then reCAPTCHA: a refusal is an AppError. */
async function screen(kind: FormKind, input: IntakeInput, sender: Sender): Promise<void> {
  const e = env()
  const limit = await consumeSubmission(await db(), hooks.rateLimitKey?.(sender.request) ?? sender.ip, {
    points: e.FORMS_RATE_LIMIT_POINTS,
    durationSeconds: e.FORMS_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (!limit.ok) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds })

  const bot = await verifyRecaptcha(
    { secret: e.RECAPTCHA_SECRET, minScore: e.RECAPTCHA_MIN_SCORE, verifyUrl: e.RECAPTCHA_VERIFY_URL },
    { token: input.recaptchaToken, expectedAction: recaptchaActions[kind], remoteIp: sender.ip },
  )
  if (!bot.ok) {
    log.info({ form: kind, reason: bot.reason }, 'forms: reCAPTCHA check failed')
    throw new AppError('BOT_CHECK_FAILED')
  }
}
