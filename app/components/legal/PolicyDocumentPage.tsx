import { Link } from '@tanstack/react-router'
import type { PolicySlug } from '@core/facts/policies'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { DocumentPage, documentLinkClass } from './DocumentPage'
import { LegalLink } from './LegalDocumentPage'
import type { PolicyDocument } from '~/trpc/client'

/**
 * A policy page (editorial policy, community guidelines, accessibility statement), with links to
 * the pages it governs. (The footer's words for these links are its own messages: a message
 * shared with the root would be a chunk of its own in every page's first load.)
 */
export function PolicyDocumentPage({ slug, document }: { slug: PolicySlug; document: PolicyDocument }) {
  const locale = currentLocale()
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
