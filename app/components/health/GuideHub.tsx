// The top of a numbered guide's hub (the pregnancy weeks, the baby months): breadcrumbs, title,
// intro, the editorial-policy line and the aside that sends to the step before; then its groups.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'
import { Breadcrumbs } from '~/components/layout/Breadcrumbs'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { badgeCheck } from '~/components/ui/icons/badge-check'
import { primaryButton } from '~/components/ui/buttons'

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

export function GuideHubHero({
  eyebrow,
  title,
  intro,
  policyText,
  aside,
}: {
  eyebrow: string
  title: string
  intro: string
  policyText: string
  /** `path` is another section's route: a plain localized link, no route type needed. */
  aside: { id: string; title: string; text: string; path: string; linkText: string; testId: string }
}) {
  return (
    <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <Breadcrumbs items={[{ label: m.nav_home(), link: { to: '/' } }, { label: title }]} />
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-14">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-pink-700">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{intro}</p>
          <p className="mt-5 flex max-w-2xl gap-2 text-slate-700">
            <Icon shape={badgeCheck} className="mt-0.5 h-5 w-5 shrink-0 text-violet-700" />
            <span>
              {policyText}{' '}
              <Link to="/editorial-policy" className={linkClass} data-testid="editorial-policy-link">
                {m.pregnancy_hub_policy_link()}
              </Link>
            </span>
          </p>
        </div>
        <aside
          aria-labelledby={aside.id}
          className="rounded-3xl border border-violet-100 bg-white p-6 shadow-sm"
        >
          <h2 id={aside.id} className="text-xl font-bold text-slate-900">
            {aside.title}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">{aside.text}</p>
          <a href={localizedHref(aside.path)} className={`${primaryButton} mt-5`} data-testid={aside.testId}>
            {aside.linkText}
            <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
          </a>
        </aside>
      </div>
    </div>
  )
}

/** One group of the hub's cards (a trimester, a stage of the first years) under its heading. */
export function GuideHubGroup({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      {children}
    </section>
  )
}
