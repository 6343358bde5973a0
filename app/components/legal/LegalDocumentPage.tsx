import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type Locale, languageTags } from '@core/i18n/locales'
import { type LegalSlug, legalSlugs } from '@core/facts/legal'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'
import { infinite } from './legal-route'
import { useTRPC } from '../../trpc/react'

const documentNames: Record<LegalSlug, () => string> = {
  'terms-of-use': m.legal_doc_terms_of_use,
  'refund-policy': m.legal_doc_refund_policy,
  'privacy-policy': m.legal_doc_privacy_policy,
  'terms-of-use-community': m.legal_doc_terms_of_use_community,
  'data-processing': m.legal_doc_data_processing,
  'cookie-policy': m.legal_doc_cookie_policy,
}

export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

const PRIVACY_EMAIL = 'privacy@nestwell.app'

// A message is split around its placeholder so an element can stand in it, in the word
// order of each language.
const SLOT = '\u0000'
function around(text: string): [string, string] {
  const index = text.indexOf(SLOT)
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)]
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-violet-800 underline decoration-violet-300 underline-offset-4 hover:bg-violet-50 hover:decoration-violet-700'

export function LegalLink({ slug, className = linkClass }: { slug: LegalSlug; className?: string }) {
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

export function LegalDocumentPage({ slug }: { slug: LegalSlug }) {
  const trpc = useTRPC()
  const locale = getLocale() as Locale
  const { data: document } = useSuspenseQuery(trpc.legal.document.queryOptions({ slug, locale }, infinite))

  const [updatedBefore, updatedAfter] = around(m.legal_last_updated({ date: SLOT }))
  const [contactBefore, contactAfter] = around(m.legal_contact_note({ email: SLOT }))

  return (
    <div data-testid="legal-document" data-slug={slug}>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:pt-16 lg:pb-12">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{document.description}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4 text-violet-600"
              fill="currentColor"
            >
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm-2 7v7h12V9H4Z" />
            </svg>
            <span data-testid="legal-updated">
              {updatedBefore}
              <time dateTime={document.updated}>{formatDay(document.updated, locale)}</time>
              {updatedAfter}
            </span>
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {document.toc.length > 0 && (
          <aside className="lg:order-none">
            <nav
              aria-labelledby="legal-toc-title"
              data-testid="legal-toc"
              className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-1"
            >
              <h2 id="legal-toc-title" className="text-sm font-bold uppercase tracking-wide text-slate-900">
                {m.legal_toc_title()}
              </h2>
              <ol className="mt-3 space-y-0.5 text-sm lg:border-s lg:border-slate-200">
                {document.toc.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      className="flex min-h-11 items-center rounded-lg px-3 py-1.5 leading-snug text-slate-700 hover:bg-violet-50 hover:text-violet-800 lg:-ms-px lg:rounded-none lg:border-s-2 lg:border-transparent lg:hover:border-violet-400 lg:hover:bg-transparent"
                    >
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
        )}

        <div className="min-w-0">
          <article
            className="prose-legal max-w-3xl text-slate-700"
            // Our own Markdown, rendered on the server with every raw HTML tag escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered, HTML-escaped Markdown
            dangerouslySetInnerHTML={{ __html: document.html }}
          />
          <p className="mt-12 max-w-3xl rounded-2xl bg-violet-50 p-5 text-slate-700">
            {contactBefore}
            <a href={`mailto:${PRIVACY_EMAIL}`} className="font-semibold text-violet-800 underline">
              {PRIVACY_EMAIL}
            </a>
            {contactAfter}
          </p>
          <a
            href="#main"
            className="mt-6 inline-flex min-h-11 items-center gap-1 font-medium text-violet-800 hover:underline"
          >
            <span aria-hidden="true">↑</span> {m.legal_back_to_top()}
          </a>
        </div>
      </div>

      <nav aria-labelledby="legal-others-title" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <div className="rounded-2xl border border-slate-200 p-6">
          <h2 id="legal-others-title" className="text-lg font-bold text-slate-900">
            {m.legal_other_documents()}
          </h2>
          <ul className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {legalSlugs
              .filter((other) => other !== slug)
              .map((other) => (
                <li key={other}>
                  <LegalLink slug={other} />
                </li>
              ))}
          </ul>
        </div>
      </nav>
    </div>
  )
}
