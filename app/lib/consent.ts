// The visitor's analytics choice: a first-party cookie read in the browser only. The server
// renders every page as for a visitor who has not chosen (one copy for all, decision 031); the
// head script (lib/visitor-state.ts) marks <html> from the cookie before first paint, so CSS
// hides the banner of a visitor who has chosen, and hydration then drops it. Client state lives
// in a tiny store (module level is safe: it is only ever written in the browser).
import { useSyncExternalStore } from 'react'

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type ConsentChoice,
  type ConsentState,
  consentFromCookieHeader,
  effectiveConsent,
} from '@core/http/consent-cookie'
import { setBrowserCookie } from '@core/http/cookies'

export * from '@core/http/consent-cookie'

/** Whether the browser sends Global Privacy Control (not yet in TypeScript's DOM types). */
export function privacySignalOn(): boolean {
  if (typeof navigator === 'undefined') return false
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** What the document says right now; on the server, nothing (the page is the same for all). */
function readConsent(): ConsentState {
  if (typeof document === 'undefined') return 'unset'
  return effectiveConsent(consentFromCookieHeader(document.cookie), privacySignalOn())
}

type Listener = () => void
const listeners = new Set<Listener>()
let choice: ConsentState | undefined
let settingsOpen = false
let settingsNote = ''

function emit() {
  for (const listener of listeners) listener()
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The current choice in the browser (read once from the cookie, then kept here). */
export function currentConsent(): ConsentState {
  if (typeof document === 'undefined') return readConsent()
  choice ??= readConsent()
  return choice
}

/** Stores the choice in the cookie and tells the subscribers (the banner, the analytics). */
export function setConsent(next: ConsentChoice) {
  setBrowserCookie(CONSENT_COOKIE, next, { maxAge: CONSENT_MAX_AGE })
  choice = next
  settingsOpen = false
  emit()
}

/** The footer's "Cookie settings" link: shows the banner again, with a line on the choice made. */
export function openConsentSettings(note = '') {
  settingsOpen = true
  settingsNote = note
  emit()
}

export function closeConsentSettings() {
  if (!settingsOpen) return
  settingsOpen = false
  emit()
}

export function subscribeConsent(listener: Listener) {
  return subscribe(listener)
}

const unchosen = (): ConsentState => 'unset'

/** The choice; during SSR and hydration 'unset' (what the shared page shows), then the cookie's. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentConsent, unchosen)
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  )
}

/** What the reopened banner says about the current choice (the footer's words). */
export function useConsentSettingsNote(): string {
  return useSyncExternalStore(
    subscribe,
    () => settingsNote,
    () => '',
  )
}
