// The page states of /data-revocation: after the e-mailed confirmation link, and after the form
// was sent without JavaScript (a plain POST). Apart from the form schemas because the route's
// search validation is part of every page's first load.

/** What the e-mailed link's button led to. */
export const confirmationStatuses = ['confirmed', 'used', 'invalid'] as const
export type RevocationStatus = (typeof confirmationStatuses)[number]

/** What the form, sent without JavaScript, led to: sent, or why not. */
export const requestOutcomes = [
  'requested',
  'incomplete',
  'rate-limited',
  'bot-check',
  'unavailable',
] as const
export type RequestOutcome = (typeof requestOutcomes)[number]

export const revocationStatuses = [...confirmationStatuses, ...requestOutcomes] as const
export type RevocationPageStatus = (typeof revocationStatuses)[number]

/** Longer than any confirmation token we make; a longer one is simply unknown. */
export const TOKEN_MAX_LENGTH = 128
