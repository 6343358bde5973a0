// The page states of /data-revocation after the e-mailed confirmation link. Apart from the form
// schemas because the route's search validation is part of every page's first load.
export const revocationStatuses = ['confirmed', 'used', 'invalid'] as const
export type RevocationStatus = (typeof revocationStatuses)[number]

/** Longer than any confirmation token we make; a longer one is simply unknown. */
export const TOKEN_MAX_LENGTH = 128
