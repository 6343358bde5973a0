import { Link } from '@tanstack/react-router'
import type { ExpertSummary } from '@core/community/views'
import { Avatar } from './Author'

export function ExpertCard({ expert, compact = false }: { expert: ExpertSummary; compact?: boolean }) {
  return (
    <div
      className={`group relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-violet-300 hover:shadow-md focus-within:ring-2 focus-within:ring-violet-600 ${
        compact ? 'p-3' : 'p-4'
      }`}
      data-testid="expert-card"
    >
      <Avatar src={expert.avatarUrl} size={compact ? 48 : 64} />
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">
          <Link
            to="/community/experts/$slug"
            params={{ slug: expert.slug }}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800"
          >
            {expert.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{expert.speciality}</p>
        {!compact && <p className="mt-1 line-clamp-2 text-xs text-slate-600">{expert.credentials}</p>}
      </div>
    </div>
  )
}
