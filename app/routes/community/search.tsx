import { Link, createFileRoute } from '@tanstack/react-router'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { SearchArt } from '~/components/community/SearchArt'
import { PostCard } from '~/components/community/PostCard'
import { SearchForm } from '~/components/community/SearchForm'
import { formatNumber } from '~/lib/text-format'
import { searchOptions } from '~/components/community/queries'
import { pageHead } from '~/lib/seo'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { searchQueryParam } from '@core/schemas/community-limits'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { primaryFlatButton } from '~/components/ui/buttons'

export const Route = createFileRoute('/community/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: searchQueryParam(search.q) }),
  loaderDeps: ({ search }) => ({ q: search.q || undefined }),
  loader: async ({ context, deps }) => {
    const [results, heads] = await Promise.all([
      deps.q ? context.fetchOnce(searchOptions(context.trpc, deps.q, currentLocale())) : undefined,
      // The head's words come with the loader's chunk, not with the route tree every page loads.
      import('~/components/community/route-heads'),
    ])
    return { results, seo: await heads.searchSeo(context, deps.q) }
  },
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
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
  const data = Route.useLoaderData().results
  if (!data) return null

  if (data.items.length === 0) {
    return (
      <section className="flex flex-col items-center py-8 text-center" data-testid="search-no-results">
        <SearchArt className="w-40 opacity-80" />
        <h2 className="mt-4 text-2xl font-bold break-words text-slate-900">
          {m.community_search_none_title({ query: q })}
        </h2>
        <p className="mt-2 max-w-lg text-slate-700">{m.community_search_none_text()}</p>
        <Link to="/community" className={`mt-6 ${primaryFlatButton}`}>
          {m.community_search_browse()}
          <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
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
            <PostCard
              post={item}
              match={{ title: item.highlightedTitle, snippet: item.highlightedSnippet }}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}
