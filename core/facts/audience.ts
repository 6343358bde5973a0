// The audience figures the site claims (spec section 1), formatted for a locale with Intl.
// Shared by the partner page and the media-kit e-mail; no imports, so scripts can load it too.
export const audienceFacts = {
  users: 25_000_000,
  rating: 4.8,
  reviews: 417_594,
  monthlyActiveUsers: 2_000_000,
  womenTrusted: 5_000_000,
  fundingUsd: 2_000_000,
} as const

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
