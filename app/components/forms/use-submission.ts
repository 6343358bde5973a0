// What the three forms share: the three states (filling in, success, failure), one idempotency
// key per form fill, the reCAPTCHA token, the honeypot and the server's field errors.
import type { AnyFormApi } from '@tanstack/react-form'
import { TRPCClientError } from '@trpc/client'
import { useEffect, useRef, useState } from 'react'
import { type AppErrorCode, isAppErrorCode } from '@core/errors'
import { useSiteConfig } from '~/lib/use-site'
import { type FormKind, type SubmissionMeta, recaptchaActions } from '@core/schemas/forms'
import { currentLocale } from '@core/i18n/current-locale'
import { loadRecaptcha, recaptchaToken } from './recaptcha'

export type FormState = 'filling' | 'success' | 'failure'

/** crypto.randomUUID needs a secure context; the fallback builds the same v4 format. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export type { SubmissionMeta }

export function useSubmission<V extends object>(
  kind: FormKind,
  send: (input: V & SubmissionMeta) => Promise<unknown>,
) {
  const { recaptchaSiteKey } = useSiteConfig()
  const [state, setState] = useState<FormState>('filling')
  const [failure, setFailure] = useState<AppErrorCode | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // One key per fill: a resubmit of the same answers reuses it, an edit after a failure starts a new one.
  const fill = useRef<{ key: string; answers: string } | null>(null)

  useEffect(() => {
    if (recaptchaSiteKey) void loadRecaptcha(recaptchaSiteKey).catch(() => undefined)
  }, [recaptchaSiteKey])

  /** Sends a valid fill; a refusal shows at the fields (bad input) or as the failure panel. */
  async function sendFill(values: V, form: AnyFormApi) {
    const answers = JSON.stringify(values)
    if (!fill.current || fill.current.answers !== answers)
      fill.current = { key: newIdempotencyKey(), answers }
    const token = await recaptchaToken(recaptchaSiteKey, recaptchaActions[kind])
    try {
      await send({
        ...values,
        idempotencyKey: fill.current.key,
        locale: currentLocale(),
        recaptchaToken: token,
        website: honeypot.current?.value || undefined,
      })
      setState('success')
    } catch (error) {
      const data =
        error instanceof TRPCClientError ? (error.data as Record<string, unknown> | undefined) : undefined
      const fieldErrors = (data?.zodError as { fieldErrors?: Record<string, string[]> } | null | undefined)
        ?.fieldErrors
      if (data?.code === 'BAD_REQUEST' && fieldErrors && Object.keys(fieldErrors).length > 0) {
        // The server's schema is the browser's: its field errors are shown at the fields.
        for (const [name, keys] of Object.entries(fieldErrors)) {
          if (!(name in values)) continue
          form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: keys[0] } }))
        }
        return
      }
      // The server's code; the message is this page's own, in the visitor's language.
      setFailure(isAppErrorCode(data?.appCode) ? data.appCode : null)
      setState('failure')
    }
  }

  return {
    state,
    failure,
    honeypot,
    send: sendFill,
    /** Back to the form, with everything typed still there. */
    retry: () => setState('filling'),
    /** A fresh, empty fill (after a success). */
    reset: (form: AnyFormApi) => {
      form.reset()
      fill.current = null
      setState('filling')
    },
  }
}
