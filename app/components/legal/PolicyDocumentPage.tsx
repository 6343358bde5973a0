import { useSuspenseQuery } from '@tanstack/react-query'
import { usePageQueryClient } from '~/lib/page-queries'
import { Link } from '@tanstack/react-router'
import type { PolicySlug } from '@core/facts/policies'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { DocumentPage, documentLinkClass } from './DocumentPage'
import { LegalLink } from './LegalDocumentPage'
import { infinite } from './legal-route'
import { useTRPC } from '~/trpc/react'

/**
 * A policy page (editorial policy, community guidelines, accessibility statement), with links to
 * the pages it governs. (The footer's words for these links are its own messages: a message
 * shared with the root would be a chunk of its own in every page's first load.)
 */
export function PolicyDocumentPage({ slug }: { slug: PolicySlug }) {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: document } = useSuspenseQuery(
    trpc.legal.policy.queryOptions({ slug, locale }, infinite),
    usePageQueryClient(),
  )
  const editorial = (
    <Link key="editorial" to="/editorial-policy" className={documentLinkClass}>
      {m.pregnancy_week_editorial_link()}
    </Link>
  )
  const links = {
    'editorial-policy': [
      <Link key="weeks" to="/pregnancy" className={documentLinkClass}>
        {m.pregnancy_hub_title()}
      </Link>,
      <Link key="guidelines" to="/community/guidelines" className={documentLinkClass}>
        {m.policy_guidelines_link()}
      </Link>,
      <LegalLink key="privacy" slug="privacy-policy" />,
    ],
    'community-guidelines': [
      <Link key="community" to="/community" className={documentLinkClass}>
        {m.nav_community()}
      </Link>,
      <LegalLink key="terms" slug="terms-of-use-community" />,
      editorial,
    ],
    accessibility: [editorial, <LegalLink key="privacy" slug="privacy-policy" />],
  }[slug]
  return (
    <DocumentPage document={document} locale={locale} others={{ title: m.policy_related_title(), links }} />
  )
}
