// The consent cookie's name, lifetime and values, shared by the server (reads it) and the browser
// (writes it with core/http/cookies.ts).
import { readCookie } from './cookies.ts'

export const CONSENT_COOKIE = 'nw_consent'
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60
export type ConsentChoice = 'granted' | 'denied'
export type ConsentState = ConsentChoice | 'unset'

/** The consent value in a Cookie header, or 'unset' when absent or not one of ours. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentState {
  const value = readCookie(header, CONSENT_COOKIE)
  return value === 'granted' || value === 'denied' ? value : 'unset'
}

/**
 * The choice that applies: a browser sending Global Privacy Control has refused analytics, even
 * over an earlier "accept" stored before the signal was turned on (decision 036).
 */
export function effectiveConsent(stored: ConsentState, privacySignal: boolean): ConsentState {
  return privacySignal ? 'denied' : stored
}
