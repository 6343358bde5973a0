// The site's policies on its content and community, Markdown like the legal documents but each
// with a route of its own (localized words): the slug names the file, the path the page.
export const policySlugs = ['editorial-policy', 'community-guidelines', 'accessibility'] as const

export type PolicySlug = (typeof policySlugs)[number]

export const policyPaths = {
  'editorial-policy': '/editorial-policy',
  'community-guidelines': '/community/guidelines',
  accessibility: '/accessibility',
} as const satisfies Record<PolicySlug, string>

export function isPolicySlug(value: unknown): value is PolicySlug {
  return typeof value === 'string' && (policySlugs as readonly string[]).includes(value)
}
