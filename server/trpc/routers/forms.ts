// The three visitor forms. Each procedure: the shared schema validates (400 with field errors),
// then bot defence (honeypot, rate limit, reCAPTCHA), then the submission is stored with its
// mails queued, and the sender is woken.
import type { z } from 'zod'
import {
  type FormKind,
  bookCallInput,
  dataRevocationInput,
  mediaKitInput,
  recaptchaActions,
} from '../../../core/schemas/forms'
import { db, isDatabaseUnavailable } from '../../db/client'
import { env } from '../../env'
import { RetryLater } from '../../http/retry-after'
import { consumeSubmission } from '../../forms/rate-limit'
import { verifyRecaptcha } from '../../forms/recaptcha'
import { type Submission, findSubmission, storeSubmission } from '../../forms/submit'
import * as m from '../../../core/paraglide/messages'
import { wakeMailSender } from '../../mail/sender'
import { type Context, TRPCError, publicProcedure, router } from '../init'

type Input =
  | z.output<typeof bookCallInput>
  | z.output<typeof mediaKitInput>
  | z.output<typeof dataRevocationInput>

/** What every form answers on success (also to a bot caught by the honeypot). */
const received = { status: 'received' } as const

/** Test-only: with ENABLE_TEST_ROUTES, this e-mail domain makes a procedure fail (browser suite). */
export const FAILING_TEST_DOMAIN = '@fail.test'
/** Test-only: with ENABLE_TEST_ROUTES, this header names the rate-limit bucket instead of the address. */
export const TEST_CLIENT_HEADER = 'x-test-client'

async function submit(kind: FormKind, input: Input, ctx: Context) {
  const e = env()
  // The honeypot: people never see this field. A bot gets the success answer and nothing is kept.
  if (input.website?.trim()) {
    console.log(`[forms] ${kind}: honeypot filled, submission ignored`)
    return received
  }
  if (e.ENABLE_TEST_ROUTES && input.email.toLowerCase().endsWith(FAILING_TEST_DOMAIN)) {
    throw new Error(`Deliberate error for the browser suite (${FAILING_TEST_DOMAIN} address)`)
  }
  const database = await db()
  // A repeated submit of a stored fill is answered like the first, and costs no rate-limit point.
  if (await findSubmission(database, input.idempotencyKey)) return received

  const testClient = e.ENABLE_TEST_ROUTES ? ctx.request.headers.get(TEST_CLIENT_HEADER) : null
  const limit = await consumeSubmission(database, testClient ? `test:${testClient.slice(0, 100)}` : ctx.ip, {
    points: e.FORMS_RATE_LIMIT_POINTS,
    durationSeconds: e.FORMS_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (!limit.ok) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: m.forms_error_rate_limited({}, { locale: input.locale }),
      cause: new RetryLater(limit.retryAfterSeconds),
    })
  }

  const bot = await verifyRecaptcha(
    { secret: e.RECAPTCHA_SECRET, minScore: e.RECAPTCHA_MIN_SCORE, verifyUrl: e.RECAPTCHA_VERIFY_URL },
    { token: input.recaptchaToken, expectedAction: recaptchaActions[kind], remoteIp: ctx.ip },
  )
  if (!bot.ok) {
    console.log(`[forms] ${kind}: reCAPTCHA check failed (${bot.reason})`)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'The bot check failed' })
  }

  const { recaptchaToken: _token, website: _website, ...values } = input
  const result = await storeSubmission(database, { kind, ...values } as Submission)
  if (!result.duplicate) wakeMailSender()
  return received
}

/** A database that cannot be reached (a restart, a failover) is a 503 the visitor can retry, not a crash. */
async function submitOrRefuse(kind: FormKind, input: Input, ctx: Context) {
  try {
    return await submit(kind, input, ctx)
  } catch (error) {
    if (error instanceof TRPCError || !isDatabaseUnavailable(error)) throw error
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: m.forms_error_unavailable({}, { locale: input.locale }),
      cause: error,
    })
  }
}

export const formsRouter = router({
  bookCall: publicProcedure
    .input(bookCallInput)
    .mutation(({ input, ctx }) => submitOrRefuse('book_a_call', input, ctx)),
  mediaKit: publicProcedure
    .input(mediaKitInput)
    .mutation(({ input, ctx }) => submitOrRefuse('get_media_kit', input, ctx)),
  dataRevocation: publicProcedure
    .input(dataRevocationInput)
    .mutation(({ input, ctx }) => submitOrRefuse('data_revocation', input, ctx)),
})
