import { Link } from '@tanstack/react-router'
import type { PostSummary } from '@core/community/views'
import { type Locale, languageTags } from '@core/i18n/locales'
import { AuthorName, Avatar, RoleBadge } from './Author'
import { commentsLabel, currentLocale, formatDate, postTitle } from './format'
import { Icon } from './Icon'

/** One post in a list. The whole card is clickable through its title link. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const ui: Locale = currentLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const foreign = post.locale !== ui
  return (
    <article
      className="group relative flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-300 hover:shadow-md focus-within:ring-2 focus-within:ring-violet-600 sm:p-6"
      data-testid="post-card"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="rounded-full bg-pink-50 px-2.5 py-0.5 font-medium text-pink-800">
          {post.group.name}
        </span>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </div>
      <Heading
        className={`text-lg font-bold leading-snug text-slate-900 sm:text-xl ${post.title ? '' : 'italic text-slate-700'}`}
        lang={foreign && post.title ? languageTags[post.locale] : undefined}
      >
        <Link
          to="/community/posts/$slug"
          params={{ slug: post.slug }}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800"
          data-testid="post-link"
        >
          {postTitle(post.title)}
        </Link>
      </Heading>
      <p className="line-clamp-3 text-slate-700" lang={foreign ? languageTags[post.locale] : undefined}>
        {post.excerpt}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1 text-sm">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar src={post.author.avatarUrl} size={32} />
          {/* Above the card's stretched link, so an expert's name stays its own link. */}
          <AuthorName author={post.author} className="relative z-10 truncate" />
          <RoleBadge role={post.author.role} />
        </div>
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <Icon name="message" className="h-4 w-4" />
          {commentsLabel(post.commentCount)}
        </span>
      </div>
    </article>
  )
}
