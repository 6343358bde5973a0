// The page of one of the site's Markdown documents (legal documents, policies): title,
// description, last-updated date, a table of contents of its sections and the rendered text.
import type { ReactNode } from 'react'
import type { DocumentView } from '@core/facts/legal'
import { type Locale, languageTags } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'

export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

// A message is split around its placeholder so an element can stand in it, in the word
// order of each language.
export const SLOT = '\u0000'
export function around(text: string): [string, string] {
  const index = text.indexOf(SLOT)
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)]
}

export const documentLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-violet-800 underline decoration-violet-300 underline-offset-4 hover:bg-violet-50 hover:decoration-violet-700'

/** `after`: what follows the text (a contact note); `others`: a navigation to related documents. */
export function DocumentPage({
  document,
  locale,
  after,
  others,
}: {
  document: DocumentView
  locale: Locale
  after?: ReactNode
  others?: { title: string; links: ReactNode[] }
}) {
  const [updatedBefore, updatedAfter] = around(m.legal_last_updated({ date: SLOT }))

  return (
    <div data-testid="legal-document" data-slug={document.slug}>
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
          {after}
          <a
            href="#main"
            className="mt-6 inline-flex min-h-11 items-center gap-1 font-medium text-violet-800 hover:underline"
          >
            <span aria-hidden="true">↑</span> {m.legal_back_to_top()}
          </a>
        </div>
      </div>

      {others && (
        <nav aria-labelledby="legal-others-title" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 id="legal-others-title" className="text-lg font-bold text-slate-900">
              {others.title}
            </h2>
            <ul className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {others.links.map((link, index) => (
                <li key={index}>{link}</li>
              ))}
            </ul>
          </div>
        </nav>
      )}
    </div>
  )
}
