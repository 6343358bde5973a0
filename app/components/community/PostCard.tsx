import { Link } from '@tanstack/react-router'
import type { PostSummary } from '@core/community/views'
import { type Locale, languageTags } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { AuthorName, Avatar, RoleBadge } from './Author'
import { formatDate } from '~/lib/text-format'
import { commentsLabel } from './format'
import { currentLocale } from '@core/i18n/current-locale'
import { Highlighted } from './Highlight'
import { Icon } from '~/components/ui/Icon'
import { message } from '~/components/ui/icons/message'

/** The words a search matched, marked in the title and a snippet of the body. */
export interface PostMatch {
  title: string
  snippet: string
}

// A card in a list of posts, and a search result (with `match`): the same card, a little denser
// in lists (clamped excerpt, cards of equal height in a grid).
const looks = {
  list: {
    testId: 'post-card',
    linkTestId: 'post-link',
    card: 'flex w-full min-w-0 flex-col gap-3 hover:shadow-md',
    heading: 'text-lg leading-snug sm:text-xl',
    text: 'line-clamp-3',
    footer: 'mt-auto pt-1',
    author: 'min-w-0',
    avatar: 32,
    name: 'relative z-10 truncate',
  },
  result: {
    testId: 'search-result',
    linkTestId: undefined,
    card: '',
    heading: 'mt-3 text-xl',
    text: 'mt-2 leading-7',
    footer: 'mt-4',
    author: '',
    avatar: 28,
    name: 'relative z-10',
  },
}

/** One post in a list. The whole card is clickable through its title link. */
export function PostCard({
  post,
  headingLevel = 3,
  match,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  match?: PostMatch
}) {
  const ui: Locale = currentLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const foreign = post.locale !== ui
  const look = looks[match ? 'result' : 'list']
  const titled = post.title.trim() !== ''
  return (
    <article
      className={`group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-300 focus-within:ring-2 focus-within:ring-violet-600 sm:p-6 ${look.card}`}
      data-testid={look.testId}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="rounded-full bg-pink-50 px-2.5 py-0.5 font-medium text-pink-800">
          {post.group.name}
        </span>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </div>
      <Heading
        className={`font-bold text-slate-900 ${look.heading} ${titled ? '' : 'italic text-slate-700'}`}
        lang={foreign && titled ? languageTags[post.locale] : undefined}
      >
        <Link
          to="/community/posts/$slug"
          params={{ slug: post.slug }}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800"
          data-testid={look.linkTestId}
        >
          {!titled ? m.community_untitled() : match ? <Highlighted text={match.title} /> : post.title.trim()}
        </Link>
      </Heading>
      <p
        className={`text-slate-700 ${look.text}`}
        lang={foreign ? languageTags[post.locale] : undefined}
        data-testid={match ? 'search-snippet' : undefined}
      >
        {match ? <Highlighted text={match.snippet} /> : post.excerpt}
      </p>
      <div className={`flex flex-wrap items-center justify-between gap-3 text-sm ${look.footer}`}>
        <div className={`flex items-center gap-2 ${look.author}`}>
          <Avatar src={post.author.avatarUrl} size={look.avatar} />
          {/* Above the card's stretched link, so an expert's name stays its own link. */}
          <AuthorName author={post.author} className={look.name} />
          <RoleBadge role={post.author.role} />
        </div>
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <Icon shape={message} className="h-4 w-4" />
          {commentsLabel(post.commentCount)}
        </span>
      </div>
    </article>
  )
}
