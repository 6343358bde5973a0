import { Link } from '@tanstack/react-router'
import type { AuthorView } from '@core/community/views'
import * as m from '@core/paraglide/messages'
import { authorName } from './format'
import { Icon } from '~/components/ui/Icon'
import { badgeCheck } from '~/components/ui/icons/badge-check'
import { info } from '~/components/ui/icons/info'
import { shieldCheck } from '~/components/ui/icons/shield-check'
import { users } from '~/components/ui/icons/users'

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

// Every account but a member's says what it is (the community guidelines explain each): a
// reader can tell the team's hosts (who speak as the team, never as members) and automated
// reminders apart from members' own experiences.
const roleBadges = {
  moderator: { tint: 'bg-sky-100 text-sky-900', icon: shieldCheck, label: m.community_badge_moderator },
  expert: { tint: 'bg-violet-100 text-violet-900', icon: badgeCheck, label: m.community_badge_expert },
  fake_user: { tint: 'bg-amber-100 text-amber-900', icon: users, label: m.community_badge_host },
  bot: { tint: 'bg-slate-100 text-slate-800', icon: info, label: m.community_badge_automated },
} as const

export function RoleBadge({ role }: { role: AuthorView['role'] }) {
  if (role === null || role === 'user') return null
  const badge = roleBadges[role]
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${badge.tint}`}
      data-testid={`badge-${role}`}
    >
      <Icon shape={badge.icon} className="h-3.5 w-3.5" />
      {badge.label()}
    </span>
  )
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
