import { createFileRoute } from '@tanstack/react-router'
import { AuthorName, Avatar, RoleBadge } from '~/components/community/Author'
import { CommunityBreadcrumbs } from '~/components/layout/Breadcrumbs'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { primaryCompactButton } from '~/components/ui/buttons'
import { VisibilityMark } from '~/components/community/Groups'
import { Icon } from '~/components/ui/Icon'
import { globe } from '~/components/ui/icons/globe'
import { message } from '~/components/ui/icons/message'
import { PostCard } from '~/components/community/PostCard'
import { formatDate, paragraphsOf } from '~/lib/text-format'
import { commentsLabel, languageName, postTitle } from '~/components/community/format'
import { postOptions } from '~/components/community/queries'
import { loadBySlug } from '~/lib/trpc-errors'
import { languageTags } from '@core/i18n/locales'
import { DeferredShare } from '~/features/share/DeferredShare'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

export const Route = createFileRoute('/community/posts/$slug')({
  loader: ({ context, params }) =>
    loadBySlug(params.slug, async () => {
      const post = await context.fetchOnce(postOptions(context.trpc, params.slug, currentLocale()))
      // The head's words and JSON-LD: in a chunk the loader imports, not in the route tree.
      return { post, seo: await (await import('~/components/community/route-heads')).postSeo(context, post) }
    }),
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const ui = currentLocale()
  const siteName = useSiteName()
  const { post } = Route.useLoaderData()
  const contentTag = languageTags[post.locale]
  const foreign = post.locale !== ui
  // Interface text inside the post's own-language article says which language it is in.
  const uiLang = foreign ? languageTags[ui] : undefined
  const title = postTitle(post.title)

  return (
    <GetAppProvider>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <CommunityBreadcrumbs current={title} />
        </div>
      </div>

      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <article lang={contentTag} data-testid="post" className="min-w-0">
            {/* A div, not <header>: the page has one header, the site's banner. */}
            <div>
              <div className="flex flex-wrap items-center gap-2 text-sm" lang={uiLang}>
                <span className="rounded-full bg-pink-50 px-2.5 py-0.5 font-medium text-pink-800">
                  {post.group.name}
                </span>
                <VisibilityMark visibility={post.group.visibility} />
                {foreign && (
                  <span className="inline-flex items-center gap-1 text-slate-600" data-testid="written-in">
                    <Icon shape={globe} className="h-4 w-4" />
                    {m.community_written_in({ language: languageName(post.locale) })}
                  </span>
                )}
              </div>
              <h1
                className={`mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl ${
                  post.title ? '' : 'italic text-slate-700'
                }`}
                lang={post.title ? undefined : uiLang}
                data-testid="post-title"
              >
                {title}
              </h1>
              <div className="mt-6 flex items-center gap-3">
                <Avatar src={post.author.avatarUrl} size={48} />
                <div className="min-w-0">
                  <div
                    className="flex flex-wrap items-center gap-2"
                    lang={post.author.name ? undefined : uiLang}
                  >
                    <AuthorName author={post.author} />
                    <span lang={uiLang}>
                      <RoleBadge role={post.author.role} />
                    </span>
                  </div>
                  <time dateTime={post.createdAt} className="text-sm text-slate-600" lang={uiLang}>
                    {formatDate(post.createdAt)}
                  </time>
                </div>
              </div>
            </div>
            <div className="mt-8 space-y-5 text-lg leading-8 text-slate-800" data-testid="post-body">
              {paragraphsOf(post.body).map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line break-words">
                  {paragraph}
                </p>
              ))}
            </div>
          </article>
          <div className="mt-8">
            <DeferredShare title={title} path={`/community/posts/${post.slug}`} locale={post.locale} />
          </div>

          <section aria-labelledby="comments-heading" className="mt-12 border-t border-slate-200 pt-10">
            <h2 id="comments-heading" className="flex items-baseline gap-3 text-2xl font-bold text-slate-900">
              {m.community_post_comments_heading()}
              <span className="text-base font-medium text-slate-600">{commentsLabel(post.commentCount)}</span>
            </h2>
            {post.comments.length > 0 ? (
              <ol className="mt-6 space-y-4" data-testid="comments">
                {post.comments.map((comment) => (
                  <li
                    key={comment.id}
                    className="rounded-2xl border border-slate-200 bg-white p-5"
                    data-testid="comment"
                  >
                    <div className="flex items-center gap-3">
                      <Avatar src={comment.author.avatarUrl} size={40} />
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <AuthorName author={comment.author} />
                          <RoleBadge role={comment.author.role} />
                        </div>
                        <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                          {formatDate(comment.createdAt)}
                        </time>
                      </div>
                    </div>
                    <div className="mt-3 space-y-3 leading-7 text-slate-800" lang={contentTag}>
                      {paragraphsOf(comment.body).map((paragraph, index) => (
                        <p key={index} className="whitespace-pre-line break-words">
                          {paragraph}
                        </p>
                      ))}
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-slate-700">{m.community_post_no_comments()}</p>
            )}

            <div
              className="mt-8 flex flex-col gap-4 rounded-2xl bg-violet-50 p-6 sm:flex-row sm:items-center sm:justify-between"
              data-testid="add-comment-prompt"
            >
              <p className="font-medium text-slate-800">
                {m.community_post_add_comment_prompt({ siteName })}
              </p>
              <GetAppButton
                reason="comment"
                className={`${primaryCompactButton} shrink-0`}
                testId="add-comment"
              >
                <Icon shape={message} className="h-5 w-5" />
                {m.community_post_add_comment()}
              </GetAppButton>
            </div>
          </section>
        </div>

        {post.related.length > 0 && (
          <aside aria-labelledby="related-heading">
            <h2 id="related-heading" className="text-xl font-bold text-slate-900">
              {m.community_post_related_heading()}
            </h2>
            <ul
              className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1"
              data-testid="related-posts"
            >
              {post.related.map((related) => (
                <li key={related.slug} className="flex">
                  <PostCard post={related} />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </GetAppProvider>
  )
}
