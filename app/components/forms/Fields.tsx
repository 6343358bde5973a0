// The field kit's components : label, hint, the translated error at the field, and the
// accessibility wiring (aria-invalid, aria-describedby); the submit button with its sending state.
// Errors carry message KEYS from the shared schemas; they are translated here.
import { type AnyFieldApi, useStore } from '@tanstack/react-form'
import { type ReactNode, useId } from 'react'
import { type FormErrorKey, isFormErrorKey } from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { primaryButton } from '~/components/ui/buttons'
import { useFieldContext, useFormContext } from './form-context'

const messages: Record<FormErrorKey, (max: number) => string> = {
  forms_error_email_invalid: () => m.forms_error_email_invalid(),
  forms_error_email_required: () => m.forms_error_email_required(),
  forms_error_full_name_required: () => m.forms_error_full_name_required(),
  forms_error_company_required: () => m.forms_error_company_required(),
  forms_error_preferred_time_required: () => m.forms_error_preferred_time_required(),
  forms_error_privacy_required: () => m.forms_error_privacy_required(),
  forms_error_reason_required: () => m.forms_error_reason_required(),
  forms_error_confirm_deletion_required: () => m.forms_error_confirm_deletion_required(),
  forms_error_too_long: (max) => m.forms_error_too_long({ max }),
}

export function translateError(key: unknown, max = 0): string {
  return isFormErrorKey(key) ? messages[key](max) : m.forms_error_generic()
}

/** The error to show for a field, translated, or null while there is none to show yet. */
export function fieldError(field: AnyFieldApi, max = 0): string | null {
  const meta = field.state.meta
  const submitted = field.form.state.submissionAttempts > 0
  if (!(meta.isBlurred || submitted) || meta.errors.length === 0) return null
  const first = meta.errors[0] as unknown
  const key = typeof first === 'string' ? first : (first as { message?: unknown } | undefined)?.message
  return translateError(key, max)
}

/** Clears an error the server sent for this field once the visitor edits it. */
function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer) {
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  }
}

const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:ring-offset-1'

function ErrorText({ id, text }: { id: string; text: string | null }) {
  if (!text) return null
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700" data-field-error>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{text}</span>
    </p>
  )
}

export interface TextFieldProps {
  label: string
  maxLength: number
  type?: 'text' | 'email'
  autoComplete?: string
  hint?: string
  multiline?: boolean
  rows?: number
}

export function TextField({
  label,
  maxLength,
  type = 'text',
  autoComplete,
  hint,
  multiline,
  rows = 3,
}: TextFieldProps) {
  const field = useFieldContext<string>()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const error = fieldError(field, maxLength)
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    maxLength,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
    value: field.state.value,
    onBlur: field.handleBlur,
    className: `${inputClass} ${error ? 'border-red-600' : 'border-slate-300'}`,
  }
  const onChange = (value: string) => {
    clearServerError(field)
    field.handleChange(value)
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm leading-5 text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">
        {multiline ? (
          <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            inputMode={type === 'email' ? 'email' : undefined}
            spellCheck={type === 'email' ? false : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
      <ErrorText id={errorId} text={error} />
    </div>
  )
}

export function CheckboxField({ children }: { children: ReactNode }) {
  const field = useFieldContext<boolean>()
  const id = useId()
  const errorId = `${id}-error`
  const error = fieldError(field)
  return (
    <div>
      <div className="flex items-start gap-3">
        {/* A 44 px target around the box. */}
        <span className="-m-2.5 flex h-11 w-11 shrink-0 items-center justify-center">
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={Boolean(field.state.value)}
            aria-required={true}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onBlur={field.handleBlur}
            onChange={(e) => {
              clearServerError(field)
              field.handleChange(e.target.checked)
            }}
            className={`h-5 w-5 cursor-pointer rounded border accent-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${error ? 'border-red-600' : 'border-slate-400'}`}
          />
        </span>
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          {children}
        </label>
      </div>
      <ErrorText id={errorId} text={error} />
    </div>
  )
}

/** The form's submit button: a spinner and "Sending…" while the submission is on its way. */
export function SubmitButton({ label }: { label: string }) {
  const form = useFormContext()
  const isSubmitting = useStore(form.store, (s) => s.isSubmitting)
  return (
    <button
      type="submit"
      aria-disabled={isSubmitting || undefined}
      className={`${primaryButton} w-full sm:w-auto`}
    >
      {isSubmitting ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {m.forms_sending()}
        </>
      ) : (
        label
      )}
    </button>
  )
}

/** The honeypot: hidden from people (visually and from assistive technology), filled by bots. */
export function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        {m.forms_honeypot_label()}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
