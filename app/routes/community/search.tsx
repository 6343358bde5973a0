import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { AuthorName, Avatar, RoleBadge } from '../../components/community/Author'
import { Highlighted } from '../../components/community/Highlight'
import { Icon } from '../../components/community/Icon'
import { SearchArt } from '../../components/community/Illustrations'
import { SearchForm } from '../../components/community/SearchForm'
import { commentsLabel, currentLocale, formatDate, formatNumber } from '../../components/community/format'
import { searchOptions } from '../../components/community/queries'
import type { Locale } from '@core/i18n/locales'
import { pageHead, siteNameOf } from '../../lib/seo'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'
import { searchQueryParam } from '@core/schemas/community-limits'
import { useTRPC } from '../../trpc/react'

export const Route = createFileRoute('/community/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: searchQueryParam(search.q) }),
  loaderDeps: ({ search }) => ({ q: search.q || undefined }),
  loader: async ({ context, deps }) => {
    if (!deps.q) return
    const locale = getLocale() as Locale
    await context.queryClient.ensureQueryData(searchOptions(context.trpc, deps.q, locale))
  },
  head: ({ matches, match }) => {
    const q = match.search.q
    return pageHead(matches, {
      title: q ? m.community_search_results_title({ query: q }) : m.page_search_title(),
      description: m.community_search_description({ siteName: siteNameOf(matches) }),
      // Result pages are for visitors, not for search engines' indexes.
      noindex: Boolean(q),
    })
  },
  component: Page,
})

function Page() {
  const { q } = Route.useSearch()
  return (
    <>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {m.community_search_heading()}
          </h1>
          <div className="mt-6">
            {/* Keyed by the query so the field shows the query after a navigation. */}
            <SearchForm key={q ?? ''} defaultValue={q ?? ''} />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-8 sm:px-6">{q ? <Results q={q} /> : <EmptyState />}</div>
    </>
  )
}

function EmptyState() {
  const suggestions = [
    m.community_search_suggestion_1(),
    m.community_search_suggestion_2(),
    m.community_search_suggestion_3(),
    m.community_search_suggestion_4(),
  ]
  return (
    <section className="flex flex-col items-center py-8 text-center" data-testid="search-empty">
      <SearchArt className="w-48" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{m.community_search_empty_title()}</h2>
      <p className="mt-2 max-w-lg text-slate-700">{m.community_search_empty_text()}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {suggestions.map((word) => (
          <li key={word}>
            <Link
              to="/community/search"
              search={{ q: word }}
              className="inline-flex min-h-11 items-center rounded-full border border-violet-200 bg-white px-5 font-medium text-violet-800 hover:border-violet-300 hover:bg-violet-50"
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Results({ q }: { q: string }) {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data } = useSuspenseQuery(searchOptions(trpc, q, locale))

  if (data.items.length === 0) {
    return (
      <section className="flex flex-col items-center py-8 text-center" data-testid="search-no-results">
        <SearchArt className="w-40 opacity-80" />
        <h2 className="mt-4 text-2xl font-bold break-words text-slate-900">
          {m.community_search_none_title({ query: q })}
        </h2>
        <p className="mt-2 max-w-lg text-slate-700">{m.community_search_none_text()}</p>
        <Link
          to="/community"
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-800"
        >
          {m.community_search_browse()}
          <Icon name="arrowRight" className="h-4 w-4 rtl:rotate-180" />
        </Link>
      </section>
    )
  }

  const count = data.items.length
  return (
    <section aria-labelledby="results-heading" data-testid="search-results">
      <h2 id="results-heading" className="text-lg font-semibold break-words text-slate-800">
        {count === 1
          ? m.community_search_results_one({ query: q })
          : m.community_search_results_other({ count: formatNumber(count), query: q })}
      </h2>
      <ol className="mt-6 space-y-4">
        {data.items.map((item) => (
          <li key={item.slug}>
            <article
              className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-300 focus-within:ring-2 focus-within:ring-violet-600 sm:p-6"
              data-testid="search-result"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className="rounded-full bg-pink-50 px-2.5 py-0.5 font-medium text-pink-800">
                  {item.group.name}
                </span>
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </div>
              <h3
                className={`mt-3 text-xl font-bold text-slate-900 ${item.title ? '' : 'italic text-slate-700'}`}
              >
                <Link
                  to="/community/posts/$slug"
                  params={{ slug: item.slug }}
                  className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800"
                >
                  {item.title ? <Highlighted text={item.highlightedTitle} /> : m.community_untitled()}
                </Link>
              </h3>
              <p className="mt-2 leading-7 text-slate-700" data-testid="search-snippet">
                <Highlighted text={item.highlightedSnippet} />
              </p>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
                <div className="flex items-center gap-2">
                  <Avatar src={item.author.avatarUrl} size={28} />
                  <AuthorName author={item.author} className="relative z-10" />
                  <RoleBadge role={item.author.role} />
                </div>
                <span className="inline-flex items-center gap-1.5 text-slate-600">
                  <Icon name="message" className="h-4 w-4" />
                  {commentsLabel(item.commentCount)}
                </span>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  )
}
