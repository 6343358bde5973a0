// The frame of a reviewed health page. Its top (a week, a month, the cycle hub): breadcrumbs from
// Home, the eyebrow, title and summary, who reviewed it, and whatever the page adds under that;
// a numbered guide's body (a week, a month): its sections, sources and pager beside its aside.
import type { ComponentProps, ReactNode } from 'react'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { type Crumb, Breadcrumbs } from '~/components/layout/Breadcrumbs'
import { ReviewedBy } from '~/components/health/ReviewedBy'
import { WeekSources } from '~/components/health/WeekSources'

export function HealthPageHeader({
  width,
  trail,
  eyebrow,
  page,
  locale,
  children,
}: {
  width: 'max-w-7xl' | 'max-w-5xl'
  /** The crumbs after Home. */
  trail: Crumb[]
  eyebrow: string
  page: ComponentProps<typeof ReviewedBy>['page'] & { title: string; summary: string }
  locale: Locale
  children?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
      <div className={`mx-auto ${width} px-4 pt-6 sm:px-6`}>
        <Breadcrumbs items={[{ label: m.nav_home(), link: { to: '/' } }, ...trail]} />
      </div>
      <header className={`mx-auto ${width} px-4 pt-8 pb-10 sm:px-6 lg:pt-12`}>
        <p className="text-sm font-bold uppercase tracking-wider text-pink-700">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{page.summary}</p>
        <ReviewedBy page={page} locale={locale} />
        {children}
      </header>
    </div>
  )
}

export function GuidePageBody({
  page,
  locale,
  sections,
  pager,
  aside,
}: {
  page: ComponentProps<typeof WeekSources>['page']
  locale: Locale
  sections: ReactNode
  pager: ReactNode
  aside: ReactNode
}) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 max-w-3xl">
        {sections}
        <WeekSources page={page} locale={locale} />
        {pager}
      </div>
      {aside}
    </div>
  )
}
