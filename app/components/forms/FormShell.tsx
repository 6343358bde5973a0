// The frame of every visitor form: the form itself while filling in, the success panel, and the
// failure panel with Try again (which goes back to the form with everything still typed).
import type { AnyFormApi } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { type AppErrorCode, appErrorMessage } from '@core/errors'
import { useSiteConfig } from '~/lib/use-site'
import { primaryButton } from '~/components/ui/buttons'
import { SUBMIT_PENDING_ATTRIBUTE } from '~/lib/hydrate-on-intent'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { Honeypot, SubmitButton } from './Fields'
import { withLinks } from './with-links'
import type { FormState } from './use-submission'

interface FormShellProps {
  form: AnyFormApi
  state: FormState
  /** Why the server refused (its message is shown), or null: no answer, or an unexpected error. */
  failure: AppErrorCode | null
  honeypot: React.RefObject<HTMLInputElement | null>
  onRetry: () => void
  submitLabel: string
  success: { title: string; text: string; hint?: string }
  /** Shown under the success text (e.g. a Close button in a dialog). */
  successAction?: ReactNode
  /** Where the server's HTML form posts without JavaScript (a form of a page, not of a dialog). */
  action?: string
  testId: string
  children: ReactNode
}

export function FormShell({
  form,
  state,
  failure,
  honeypot,
  onRetry,
  submitLabel,
  success,
  successAction,
  action,
  testId,
  children,
}: FormShellProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const previous = useRef(state)

  // Focus follows the state: the panel's heading when one appears, the first field after Try again.
  useEffect(() => {
    if (previous.current === state) return
    previous.current = state
    if (state === 'filling') {
      formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea')?.focus()
    } else {
      panelHeading.current?.focus()
    }
  }, [state])

  // Text typed (or filled in by the browser) before the form's code ran: React keeps it on screen,
  // but the form's state starts from the defaults. The state takes it over once, at hydration,
  // and a submit held until then (lib/hydrate-on-intent) is sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts
  useEffect(() => {
    const element = formRef.current
    if (!element) return
    adoptTypedValues(element, form)
    if (element.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)) {
      element.removeAttribute(SUBMIT_PENDING_ATTRIBUTE)
      element.requestSubmit()
    }
  }, [])

  if (state !== 'filling') {
    const ok = state === 'success'
    return (
      <StatusPanel
        testId={`${testId}-${state}`}
        tone={ok ? 'success' : 'error'}
        headingRef={panelHeading}
        title={ok ? success.title : m.forms_failure_title()}
        actions={
          ok ? (
            successAction
          ) : (
            <button type="button" onClick={onRetry} className={primaryButton}>
              {m.forms_try_again()}
            </button>
          )
        }
      >
        <p>{ok ? success.text : failure ? appErrorMessage(failure) : m.forms_failure_text()}</p>
        {ok && !success.hint ? null : (
          <p className="mt-2 text-sm text-slate-600">{ok ? success.hint : m.forms_failure_kept()}</p>
        )}
      </StatusPanel>
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    // One submission at a time: a double click sends once.
    if (form.state.isSubmitting) return
    void form.handleSubmit().then(() => {
      if (!form.state.isValid) {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      }
    })
  }

  return (
    // A POST, even where only JavaScript sends it: a form's default GET would put the fields
    // (an e-mail address) in the URL, the history and every log on the way.
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      data-testid={testId}
      className="relative space-y-5"
    >
      {action ? <input type="hidden" name="locale" value={currentLocale()} /> : null}
      <p className="text-sm text-slate-600">{m.forms_all_required()}</p>
      {children}
      <Honeypot inputRef={honeypot} />
      <SubmitButton label={submitLabel} />
      <RecaptchaNotice />
    </form>
  )
}

/** Copies into the form's state what its fields show, where the two differ. */
export function adoptTypedValues(element: HTMLFormElement, form: AnyFormApi) {
  for (const [name, value] of Object.entries(form.state.values as Record<string, unknown>)) {
    const field = element.elements.namedItem(name)
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== value) form.setFieldValue(name, field.checked)
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== value) form.setFieldValue(name, field.value)
    }
  }
}

function StatusPanel({
  tone,
  title,
  headingRef,
  testId,
  actions,
  children,
}: {
  tone: 'success' | 'error'
  title: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
  testId: string
  actions?: ReactNode
  children: ReactNode
}) {
  const bodyId = useId()
  return (
    <div data-testid={testId} data-state={tone} className="py-2 text-center sm:py-4">
      <div
        aria-hidden="true"
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${tone === 'success' ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-800'}`}
      >
        {tone === 'success' ? (
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 8v5M12 16.5v.5" />
            <path d="M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        )}
      </div>
      {/* Focused when the panel appears; the text is its description, so both are read out. */}
      <h3
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={bodyId}
        className="mt-5 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      <div id={bodyId} className="mx-auto mt-3 max-w-md text-base leading-7 text-slate-700">
        {children}
      </div>
      {actions ? <div className="mt-6">{actions}</div> : null}
    </div>
  )
}

/** The notice Google requires when the reCAPTCHA badge is hidden (only when reCAPTCHA runs). */
function RecaptchaNotice() {
  const { recaptchaSiteKey } = useSiteConfig()
  if (!recaptchaSiteKey) return null
  const link = (href: string, text: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="underline underline-offset-2 hover:text-violet-800"
    >
      {text}
    </a>
  )
  return (
    <p className="text-xs leading-5 text-slate-500" data-testid="recaptcha-notice">
      {withLinks((p) => m.forms_recaptcha_notice({ privacy: p.privacy!, terms: p.terms! }), {
        privacy: link('https://policies.google.com/privacy', m.forms_recaptcha_privacy()),
        terms: link('https://policies.google.com/terms', m.forms_recaptcha_terms()),
      })}
    </p>
  )
}

/** "I have read and accept the privacy policy", the policy opening in a new tab. */
export function PrivacyAcceptText() {
  return (
    <>
      {withLinks((p) => m.forms_privacy_accept({ policy: p.policy! }), {
        policy: (
          <Link
            to="/privacy-policy"
            target="_blank"
            rel="noopener"
            className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
          >
            {m.forms_privacy_policy()}
            <span className="sr-only"> {m.nav_opens_new_tab()}</span>
          </Link>
        ),
      })}
    </>
  )
}
