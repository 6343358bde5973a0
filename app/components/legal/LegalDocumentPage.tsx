import { Link } from '@tanstack/react-router'
import { type LegalSlug, legalSlugs } from '@core/facts/legal'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { DocumentPage, SLOT, around, documentLinkClass } from './DocumentPage'
import type { LegalDocument } from '~/trpc/client'

export { formatDay } from './DocumentPage'

const documentNames: Record<LegalSlug, () => string> = {
  'terms-of-use': m.legal_doc_terms_of_use,
  'refund-policy': m.legal_doc_refund_policy,
  'privacy-policy': m.legal_doc_privacy_policy,
  'terms-of-use-community': m.legal_doc_terms_of_use_community,
  'data-processing': m.legal_doc_data_processing,
  'cookie-policy': m.legal_doc_cookie_policy,
}

const PRIVACY_EMAIL = 'privacy@nestwell.app'

export function LegalLink({ slug, className = documentLinkClass }: { slug: LegalSlug; className?: string }) {
  const label = documentNames[slug]()
  switch (slug) {
    case 'terms-of-use':
    case 'refund-policy':
    case 'privacy-policy':
    case 'terms-of-use-community':
      return (
        <Link to={`/${slug}`} className={className}>
          {label}
        </Link>
      )
    default:
      return (
        <Link to="/$slug" params={{ slug }} className={className}>
          {label}
        </Link>
      )
  }
}

export function LegalDocumentPage({ slug, document }: { slug: LegalSlug; document: LegalDocument }) {
  const locale = currentLocale()
  const [contactBefore, contactAfter] = around(m.legal_contact_note({ email: SLOT }))

  return (
    <DocumentPage
      document={document}
      locale={locale}
      after={
        <p className="mt-12 max-w-3xl rounded-2xl bg-violet-50 p-5 text-slate-700">
          {contactBefore}
          <a href={`mailto:${PRIVACY_EMAIL}`} className="font-semibold text-violet-800 underline">
            {PRIVACY_EMAIL}
          </a>
          {contactAfter}
        </p>
      }
      others={{
        title: m.legal_other_documents(),
        links: legalSlugs
          .filter((other) => other !== slug)
          .map((other) => <LegalLink key={other} slug={other} />),
      }}
    />
  )
}
