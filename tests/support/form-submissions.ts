// Form submissions as the browser sends them to a running server: through tRPC's HTTP batch
// link, with the page's Origin and an idempotency key per fill. The long fault tests and the
// edge tests use them.
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from './emails'

export type FormPath = 'forms.mediaKit' | 'forms.bookCall'

export interface Fill {
  path: FormPath
  email: string
  idempotencyKey: string
  locale: 'en' | 'es' | 'pt'
  input: Record<string, unknown>
}

/** One visitor's answers, with a unique address (the marker to find it in the database and in mail). */
export function fill(path: FormPath, label: string, locale: Fill['locale'] = 'en'): Fill {
  const email = uniqueEmail(label)
  const idempotencyKey = randomUUID()
  const common = {
    fullName: 'Ana Martínez',
    companyName: 'Cuna & Co.',
    email,
    privacyAccepted: true,
    idempotencyKey,
    locale,
  }
  const input =
    path === 'forms.bookCall' ? { ...common, preferredTime: 'Tuesday 15:00 UTC+2, about a campaign' } : common
  return { path, email, idempotencyKey, locale, input }
}

export interface Answer {
  /** HTTP status, or 0 when no HTTP answer came (connection refused or reset). */
  status: number
  ok: boolean
  body: string
  /** The tRPC error of the batch's one call, when it failed. */
  error?: { message: string; code: number; data: { code?: string; httpStatus?: number; stack?: unknown } }
  networkError?: string
  ms: number
}

/** Submits a fill as the browser's httpBatchLink does (`?batch=1`, body `{"0": input}`). */
export async function submit(base: string, f: Fill, forwardedFor: string): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/trpc/${f.path}?batch=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        referer: `${base}/partner-with-us`,
        'sec-fetch-site': 'same-origin',
        'x-locale': f.locale,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ 0: f.input }),
      signal: AbortSignal.timeout(20_000),
    })
    const body = await response.text()
    let error: Answer['error']
    let ok = false
    try {
      const [item] = JSON.parse(body) as Array<{
        result?: { data?: { status?: string } }
        error?: Answer['error']
      }>
      error = item?.error
      ok = response.ok && item?.result?.data?.status === 'received'
    } catch {
      // not JSON: judged by the caller
    }
    return { status: response.status, ok, body, error, ms: performance.now() - started }
  } catch (error) {
    return {
      status: 0,
      ok: false,
      body: '',
      networkError: String((error as Error).cause ?? error),
      ms: performance.now() - started,
    }
  }
}
