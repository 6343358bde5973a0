// The audience figures the site claims, formatted for a locale with Intl. Shared by the home
// page, the partner page, the media kit and its e-mail; no imports, so scripts can load it too.
// A figure is shown only if it is here with its source, and copy never writes one of its own
// (tests/unit/claims.test.ts).
export const audienceFacts = {
  users: 25_000_000,
  rating: 4.8,
  reviews: 417_594,
  monthlyActiveUsers: 2_000_000,
  womenTrusted: 5_000_000,
  fundingUsd: 2_000_000,
} as const

const specification = 'The company’s own figures, as given in the website specification, section 1'

/**
 * Where each figure comes from. Today that is the company's statement in the specification; before
 * launch each should point at its primary record (store listings for the rating and reviews, the
 * analytics report for users and monthly actives, the funding announcement) with its date.
 */
export const audienceSources: Record<keyof typeof audienceFacts, string> = {
  users: `${specification}: more than 25 million users`,
  rating: `${specification}: a 4.8 rating from 417,594 reviews`,
  reviews: `${specification}: a 4.8 rating from 417,594 reviews`,
  monthlyActiveUsers: `${specification}: 2M monthly active users`,
  womenTrusted: `${specification}: 5M+ women trusted`,
  fundingUsd: `${specification}: US$2 million pre-series A funding`,
}

export interface AudienceFigures {
  /** "25M+" */
  users: string
  /** "4.8" */
  rating: string
  /** "417,594" */
  reviews: string
  /** "2M" */
  monthlyActiveUsers: string
  /** "5M+" */
  womenTrusted: string
  /** "$2M" (en), "2 M US$" (es, pt): the locale's one currency format, everywhere it is shown. */
  funding: string
}

/** `tag` is a BCP 47 language tag (en-US, es-ES, pt-PT). */
export function audienceFigures(tag: string): AudienceFigures {
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 })
  return {
    users: `${compact.format(audienceFacts.users)}+`,
    rating: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      audienceFacts.rating,
    ),
    reviews: new Intl.NumberFormat(tag).format(audienceFacts.reviews),
    monthlyActiveUsers: compact.format(audienceFacts.monthlyActiveUsers),
    womenTrusted: `${compact.format(audienceFacts.womenTrusted)}+`,
    funding: formatFunding(tag),
  }
}

/** The funding figure as the locale writes an amount of dollars: "$2M", "2 M US$". */
export function formatFunding(tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', notation: 'compact' }).format(
    audienceFacts.fundingUsd,
  )
}
