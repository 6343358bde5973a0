// The three visitor forms: one zod schema each, used by the browser form (TanStack Form) and by
// the tRPC procedures. Messages are KEYS of messages/forms/*.json; the components translate them.
// zod/mini (same engine, functional API) keeps the browser bundle of the form pages small.
import * as z from 'zod/mini'
import { locales } from '../i18n/locales.ts'
import { cleanText } from './text.ts'
import { isOneOf } from '../one-of.ts'

/** Length limits, enforced by the schemas and by the inputs' maxLength. */
export const limits = {
  fullName: 100,
  companyName: 120,
  email: 254,
  preferredTime: 200,
  reason: 1000,
} as const

export const formErrorKeys = [
  'forms_error_email_invalid',
  'forms_error_email_required',
  'forms_error_full_name_required',
  'forms_error_company_required',
  'forms_error_preferred_time_required',
  'forms_error_privacy_required',
  'forms_error_reason_required',
  'forms_error_confirm_deletion_required',
  'forms_error_too_long',
] as const
export type FormErrorKey = (typeof formErrorKeys)[number]

export function isFormErrorKey(value: unknown): value is FormErrorKey {
  return isOneOf(formErrorKeys, value)
}

const err = (key: FormErrorKey) => ({ error: key })

/** A required text: without control characters (see text.ts), trimmed, not empty, not longer than `max`. */
const requiredText = (required: FormErrorKey, max: number) =>
  z
    .string(err(required))
    .check(
      z.overwrite(cleanText),
      z.trim(),
      z.minLength(1, err(required)),
      z.maxLength(max, err('forms_error_too_long')),
    )

const email = z.pipe(
  z
    .string(err('forms_error_email_required'))
    .check(
      z.trim(),
      z.minLength(1, err('forms_error_email_required')),
      z.maxLength(limits.email, err('forms_error_too_long')),
    ),
  z.email(err('forms_error_email_invalid')),
)

/** A checkbox that must be ticked. */
const mustAccept = (key: FormErrorKey) => z.boolean(err(key)).check(z.refine((value) => value, err(key)))

export const bookCallSchema = z.object({
  fullName: requiredText('forms_error_full_name_required', limits.fullName),
  companyName: requiredText('forms_error_company_required', limits.companyName),
  email,
  preferredTime: requiredText('forms_error_preferred_time_required', limits.preferredTime),
  privacyAccepted: mustAccept('forms_error_privacy_required'),
})

export const mediaKitSchema = z.object({
  fullName: requiredText('forms_error_full_name_required', limits.fullName),
  companyName: requiredText('forms_error_company_required', limits.companyName),
  email,
  privacyAccepted: mustAccept('forms_error_privacy_required'),
})

export const dataRevocationSchema = z.object({
  email,
  reason: requiredText('forms_error_reason_required', limits.reason),
  confirmDeletion: mustAccept('forms_error_confirm_deletion_required'),
})

export type BookCallValues = z.input<typeof bookCallSchema>
export type MediaKitValues = z.input<typeof mediaKitSchema>
export type DataRevocationValues = z.input<typeof dataRevocationSchema>

export const emptyBookCall: BookCallValues = {
  fullName: '',
  companyName: '',
  email: '',
  preferredTime: '',
  privacyAccepted: false,
}
export const emptyMediaKit: MediaKitValues = {
  fullName: '',
  companyName: '',
  email: '',
  privacyAccepted: false,
}
export const emptyDataRevocation: DataRevocationValues = { email: '', reason: '', confirmDeletion: false }

/** What every submission carries besides the visitor's answers. */
export const submissionMeta = {
  /** One per form fill (crypto.randomUUID): a repeated submit of the same fill is one submission. */
  idempotencyKey: z.uuid(),
  /** The visitor's language: the confirmation e-mail is written in it. */
  locale: z.enum(locales),
  /** reCAPTCHA v3 token, when the site has a key. */
  recaptchaToken: z.optional(z.string().check(z.overwrite(cleanText), z.maxLength(4000))),
  /** The honeypot: a field people never see. Anything in it means a bot. */
  website: z.optional(z.string().check(z.overwrite(cleanText), z.maxLength(500))),
}
export type SubmissionMeta = z.infer<z.ZodMiniObject<typeof submissionMeta>>

export const bookCallInput = z.extend(bookCallSchema, submissionMeta)
export const mediaKitInput = z.extend(mediaKitSchema, submissionMeta)
export const dataRevocationInput = z.extend(dataRevocationSchema, submissionMeta)

export type FormKind = 'book_a_call' | 'get_media_kit' | 'data_revocation'

/** reCAPTCHA actions, checked by the server against the token's action. */
export const recaptchaActions: Record<FormKind, string> = {
  book_a_call: 'book_a_call',
  get_media_kit: 'get_media_kit',
  data_revocation: 'data_revocation',
}

export { type RevocationStatus, revocationStatuses } from './revocation-status.ts'
