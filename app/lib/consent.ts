// The visitor's analytics choice: a first-party cookie the server reads too, so a visitor who
// has chosen never sees the banner flash. Client state lives in a tiny store (module level is
// safe: it is only ever written in the browser; the server reads the request's cookie).
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { useSyncExternalStore } from 'react'

import {
  type ConsentChoice,
  type ConsentState,
  consentCookie,
  consentFromCookieHeader,
} from '@core/http/consent-cookie'

export * from '@core/http/consent-cookie'

/** What the request (server) or the document (browser) says right now. */
const readConsent = createIsomorphicFn()
  .server((): ConsentState => consentFromCookieHeader(getRequestHeader('cookie')))
  .client((): ConsentState => consentFromCookieHeader(document.cookie))

type Listener = () => void
const listeners = new Set<Listener>()
let choice: ConsentState | undefined
let settingsOpen = false

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
  // biome-ignore lint/suspicious/noDocumentCookie: the server must read the choice on the next request
  document.cookie = consentCookie(next, window.location.protocol === 'https:')
  choice = next
  settingsOpen = false
  emit()
}

/** The footer's "Cookie settings" link: shows the banner again. */
export function openConsentSettings() {
  settingsOpen = true
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

/** The choice; during SSR and hydration the request's cookie, so both render the same. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentConsent, readConsent)
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  )
}
