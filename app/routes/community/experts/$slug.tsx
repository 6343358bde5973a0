import { Link, createFileRoute } from '@tanstack/react-router'
import { CommunityBreadcrumbs } from '~/components/layout/Breadcrumbs'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { primaryCompactButton } from '~/components/ui/buttons'
import { Icon } from '~/components/ui/Icon'
import { badgeCheck } from '~/components/ui/icons/badge-check'
import { globe } from '~/components/ui/icons/globe'
import { info } from '~/components/ui/icons/info'
import { message } from '~/components/ui/icons/message'
import { PostCard } from '~/components/community/PostCard'
import { formatDate, formatNumber, paragraphsOf } from '~/lib/text-format'
import { languageName, postTitle } from '~/components/community/format'
import { expertOptions } from '~/components/community/queries'
import { loadBySlug } from '~/lib/trpc-errors'
import { languageTags } from '@core/i18n/locales'
import { DeferredShare } from '~/features/share/DeferredShare'
import { pageHead } from '~/lib/seo'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

export const Route = createFileRoute('/community/experts/$slug')({
  loader: ({ context, params }) =>
    loadBySlug(params.slug, async () => {
      const expert = await context.fetchOnce(expertOptions(context.trpc, params.slug, currentLocale()))
      // The head's words and JSON-LD: in a chunk the loader imports, not in the route tree.
      return {
        expert,
        seo: await (await import('~/components/community/route-heads')).expertSeo(context, expert),
      }
    }),
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const ui = currentLocale()
  const { expert } = Route.useLoaderData()

  return (
    <GetAppProvider>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <CommunityBreadcrumbs current={expert.name} />
        </div>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:px-6">
          <img
            src={expert.avatarUrl}
            alt=""
            width={128}
            height={128}
            className="h-28 w-28 shrink-0 rounded-3xl bg-violet-100 shadow-sm ring-4 ring-white sm:h-32 sm:w-32"
            data-testid="expert-photo"
          />
          <div className="min-w-0">
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-sm font-semibold text-violet-900">
              <Icon shape={badgeCheck} className="h-4 w-4" />
              {m.community_badge_expert()}
            </span>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {expert.name}
            </h1>
            <p className="mt-1 text-lg font-medium text-violet-800" data-testid="expert-speciality">
              {expert.speciality}
            </p>
            <p className="mt-2 text-slate-700" data-testid="expert-credentials">
              {expert.credentials}
              <span aria-hidden="true"> · </span>
              {m.community_expert_years({ count: formatNumber(expert.yearsOfPractice) })}
            </p>
          </div>
          <div className="sm:ms-auto">
            <GetAppButton className={primaryCompactButton}>
              <Icon shape={message} className="h-5 w-5" />
              {m.community_expert_ask({ name: expert.name })}
            </GetAppButton>
          </div>
        </div>
      </div>

      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <MedicalNote />
          <section aria-labelledby="about-heading" className="mt-10">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
              {m.community_expert_about({ name: expert.name })}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-8 text-slate-800" data-testid="expert-bio">
              {paragraphsOf(expert.bio).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-6">
              <DeferredShare
                title={`${expert.name}, ${expert.speciality}`}
                path={`/community/experts/${expert.slug}`}
                locale={ui}
              />
            </div>
          </section>

          {/* Experts mostly answer; the section shows when they have written posts of their own. */}
          {expert.posts.length > 0 && (
            <section aria-labelledby="posts-heading" className="mt-12">
              <h2 id="posts-heading" className="text-2xl font-bold text-slate-900">
                {m.community_expert_posts_heading({ name: expert.name })}
              </h2>
              <ul className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="expert-posts">
                {expert.posts.map((post) => (
                  <li key={post.slug} className="flex">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-labelledby="answers-heading">
          <h2 id="answers-heading" className="text-2xl font-bold text-slate-900">
            {m.community_expert_answers_heading()}
          </h2>
          {expert.answers.length > 0 ? (
            <ul className="mt-5 space-y-4" data-testid="expert-answers">
              {expert.answers.map((answer) => (
                <li
                  key={answer.id}
                  className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-300 focus-within:ring-2 focus-within:ring-violet-600"
                >
                  <p className="flex flex-wrap items-center justify-between gap-2 text-xs font-semibold text-slate-600">
                    <span className="uppercase tracking-wide">{m.community_expert_answer_on()}</span>
                    {answer.post.locale !== ui && (
                      <span className="inline-flex items-center gap-1 font-medium">
                        <Icon shape={globe} className="h-3.5 w-3.5" />
                        {m.community_written_in({ language: languageName(answer.post.locale) })}
                      </span>
                    )}
                  </p>
                  <h3
                    className={`mt-1 font-semibold text-slate-900 ${answer.post.title ? '' : 'italic'}`}
                    lang={
                      answer.post.title && answer.post.locale !== ui
                        ? languageTags[answer.post.locale]
                        : undefined
                    }
                  >
                    <Link
                      to="/community/posts/$slug"
                      params={{ slug: answer.post.slug }}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800"
                      data-testid="answer-link"
                    >
                      {postTitle(answer.post.title)}
                    </Link>
                  </h3>
                  <p
                    className="mt-2 line-clamp-4 text-sm leading-6 text-slate-700"
                    lang={answer.post.locale !== ui ? languageTags[answer.post.locale] : undefined}
                  >
                    {answer.body}
                  </p>
                  <time dateTime={answer.createdAt} className="mt-2 block text-xs text-slate-600">
                    {formatDate(answer.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{m.community_expert_no_answers()}</p>
          )}
        </aside>
      </div>
    </GetAppProvider>
  )
}

function MedicalNote() {
  return (
    <aside
      aria-labelledby="medical-note-title"
      className="flex gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5"
      data-testid="medical-note"
    >
      <Icon shape={info} className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" />
      <div>
        <h2 id="medical-note-title" className="font-bold text-amber-950">
          {m.community_expert_note_title()}
        </h2>
        <p className="mt-1 leading-7 text-amber-950">{m.community_expert_note_text()}</p>
      </div>
    </aside>
  )
}
