import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import {
  type ConsentChoice,
  closeConsentSettings,
  privacySignalOn,
  setConsent,
  useConsent,
  useConsentSettingsNote,
  useConsentSettingsOpen,
} from '~/lib/consent'
import * as m from '@core/paraglide/messages'
import { consentButton } from '~/components/ui/buttons'

// Both answers look the same: refusing is as easy as accepting.
const answers = [
  { choice: 'denied', testId: 'consent-refuse', label: m.platform_consent_refuse },
  { choice: 'granted', testId: 'consent-accept', label: m.platform_consent_accept },
] as const

/** Long enough for a screen reader to read the confirmation out. */
const ANNOUNCEMENT_MS = 5000

// Where focus goes back to when a reopened banner closes (the footer's "Cookie settings").
let opener: HTMLElement | null = null
export function rememberConsentOpener(element: HTMLElement | null) {
  opener = element
}

/**
 * Accept or refuse analytics, with two equal buttons. The server renders it on every page (one
 * copy for all visitors); for a visitor who has chosen, CSS hides it before first paint
 * (`html[data-consent]`, set by the head script from the cookie) until hydration removes it,
 * so it never flashes. It sits in the page flow after the
 * footer and sticks to the bottom of the viewport, so it never hides the end of the page;
 * while it shows, the page keeps focused elements clear of it (scroll padding).
 */
export function ConsentBanner() {
  const consent = useConsent()
  const reopened = useConsentSettingsOpen()
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const visible = consent === 'unset' || reopened
  // The server's copy (and its hydration) is the one the head script's CSS may hide.
  const prerendered = !useHydrated()

  useEffect(() => {
    if (!reopened) return
    // No scroll: the banner sticks to the viewport's bottom, and scrolling to its place in the
    // flow (after the footer) moved the page under the visitor.
    titleRef.current?.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeConsentSettings()
        opener?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [reopened])

  const choose = (choice: ConsentChoice) => {
    const wasReopened = reopened
    setConsent(choice)
    setAnnouncement(
      choice === 'granted' ? m.platform_consent_saved_granted() : m.platform_consent_saved_denied(),
    )
    if (wasReopened) opener?.focus()
  }

  // A spoken confirmation, not a lasting text: it leaves the status region once read, so it is
  // not read again with the page's next status (the share button's "Link copied").
  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS)
    return () => clearTimeout(timer)
  }, [announcement])

  // Reopened, the banner says what the visitor chose before (and marks that button pressed);
  // the footer's button writes that line, so its words stay out of the first load.
  const current = reopened && consent !== 'unset' ? consent : null
  const note = useConsentSettingsNote()
  // Global Privacy Control decides (decision 036): reopened, the banner says so and offers no
  // "accept". Read only once reopened, i.e. after a click: the server's copy never depends on it.
  const signalDecides = reopened && privacySignalOn()

  // Compact on phones (it covered a third of the screen and the store badges); the two answers
  // stay alike. `data-needs-js`: without JavaScript no analytics can load, so
  // there is nothing to consent to, and these buttons could never work (the root hides it then).
  return (
    <>
      <p role="status" className="sr-only" data-testid="consent-status">
        {announcement}
      </p>
      {visible && (
        <section
          aria-labelledby={titleId}
          data-testid="consent-banner"
          data-consent-banner=""
          data-needs-js=""
          data-prerendered={prerendered ? '' : undefined}
          className="sticky bottom-0 z-40 px-2 pb-2 sm:px-4 sm:pb-4"
        >
          <div className="mx-auto max-w-3xl rounded-2xl bg-white p-3 shadow-[0_-4px_40px_rgba(15,23,42,0.18)] ring-1 ring-slate-200 sm:p-6">
            <h2
              id={titleId}
              ref={titleRef}
              tabIndex={-1}
              className="text-sm font-bold text-slate-900 focus:outline-none sm:text-lg"
            >
              {m.platform_consent_title()}
            </h2>
            <p className="mt-1 text-sm leading-5 text-slate-700 sm:mt-2 sm:leading-6">
              {m.platform_consent_text()}{' '}
              <Link
                to="/$slug"
                params={{ slug: 'cookie-policy' }}
                className="font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-900"
              >
                {m.platform_consent_policy_link()}
              </Link>
            </p>
            {current && note && (
              <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="consent-current">
                {note}
              </p>
            )}
            <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-3">
              {answers.map(
                ({ choice, testId, label }) =>
                  // Under the signal only the refusal it already made is offered (it closes).
                  (!signalDecides || choice === 'denied') && (
                    <button
                      key={choice}
                      type="button"
                      data-testid={testId}
                      aria-pressed={reopened ? current === choice : undefined}
                      onClick={() => choose(choice)}
                      className={consentButton}
                    >
                      {current === choice && <CheckIcon />}
                      {label()}
                    </button>
                  ),
              )}
            </div>
          </div>
        </section>
      )}
    </>
  )
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m4 10.5 4 4 8-9" />
    </svg>
  )
}
