import { Link, type LinkProps } from '@tanstack/react-router'
import * as m from '@core/paraglide/messages'
import { Icon } from '~/components/ui/Icon'
import { chevronRight } from '~/components/ui/icons/chevron-right'

export interface Crumb {
  label: string
  link?: LinkProps
}

/** Home › Community › the page. */
export function CommunityBreadcrumbs({ current }: { current: string }) {
  return (
    <Breadcrumbs
      items={[
        { label: m.nav_home(), link: { to: '/' } },
        { label: m.nav_community(), link: { to: '/community' } },
        { label: current },
      ]}
    />
  )
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={m.community_breadcrumb_label()} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => (
          <li key={index} className="flex min-w-0 items-center gap-1">
            {index > 0 && (
              <Icon shape={chevronRight} className="h-4 w-4 shrink-0 text-slate-400 rtl:rotate-180" />
            )}
            {item.link ? (
              <Link
                {...item.link}
                className="inline-flex min-h-6 items-center rounded underline-offset-4 hover:text-violet-800 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
