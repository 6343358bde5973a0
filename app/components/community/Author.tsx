import { Link } from '@tanstack/react-router'
import type { AuthorView } from '@core/community/views'
import * as m from '@core/paraglide/messages'
import { authorName } from './format'
import { Icon } from './Icon'

export function Avatar({
  src,
  size = 40,
  className = '',
}: {
  src: string
  size?: number
  className?: string
}) {
  // Decorative: the author's name is always written next to it.
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-slate-100 ring-2 ring-white ${className}`}
      data-testid="avatar"
    />
  )
}

export function RoleBadge({ role }: { role: AuthorView['role'] }) {
  if (role === 'moderator') {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
        data-testid="badge-moderator"
      >
        <Icon name="shieldCheck" className="h-3.5 w-3.5" />
        {m.community_badge_moderator()}
      </span>
    )
  }
  if (role === 'expert') {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900"
        data-testid="badge-expert"
      >
        <Icon name="badgeCheck" className="h-3.5 w-3.5" />
        {m.community_badge_expert()}
      </span>
    )
  }
  return null
}

/** The author's name: a link to the expert page for experts, the anonymous fallback when missing. */
export function AuthorName({ author, className = '' }: { author: AuthorView; className?: string }) {
  const name = authorName(author.name)
  if (author.expertSlug) {
    return (
      <Link
        to="/community/experts/$slug"
        params={{ slug: author.expertSlug }}
        className={`font-semibold text-violet-800 underline-offset-2 hover:underline ${className}`}
        data-testid="author-name"
      >
        {name}
      </Link>
    )
  }
  return (
    <span
      className={`font-semibold text-slate-900 ${author.name ? '' : 'italic'} ${className}`}
      data-testid="author-name"
    >
      {name}
    </span>
  )
}
