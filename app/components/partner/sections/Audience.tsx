// Who the app reaches and the categories that fit: text and drawings only.
import type { audienceFigures } from '@core/facts/audience'
import * as m from '@core/paraglide/messages'
import { Icon, type IconShape, lightStroke } from '~/components/ui/Icon'
import { baby } from '~/components/ui/icons/baby'
import { employers } from '~/components/ui/icons/employers'
import { finance } from '~/components/ui/icons/finance'
import { parents } from '~/components/ui/icons/parents'
import { pregnant } from '~/components/ui/icons/pregnant'
import { retail } from '~/components/ui/icons/retail'
import { services } from '~/components/ui/icons/services'
import { trying } from '~/components/ui/icons/trying'
import { wellbeing } from '~/components/ui/icons/wellbeing'
import { Section } from './Section'

type Figures = ReturnType<typeof audienceFigures>

export function Audience({ siteName, figures }: { siteName: string; figures: Figures }) {
  const stats: Array<{ value: string; label: string; testId: string }> = [
    { value: figures.users, label: m.partner_stat_users(), testId: 'stat-users' },
    {
      value: figures.rating,
      label: m.partner_stat_rating({ count: figures.reviews }),
      testId: 'stat-rating',
    },
    { value: figures.monthlyActiveUsers, label: m.partner_stat_mau(), testId: 'stat-mau' },
    { value: figures.womenTrusted, label: m.partner_stat_women({ siteName }), testId: 'stat-women' },
  ]
  const stages: Array<{ icon: IconShape; title: string; text: string }> = [
    { icon: trying, title: m.partner_stage_trying_title(), text: m.partner_stage_trying_text() },
    { icon: pregnant, title: m.partner_stage_pregnant_title(), text: m.partner_stage_pregnant_text() },
    { icon: parents, title: m.partner_stage_parents_title(), text: m.partner_stage_parents_text() },
  ]
  return (
    <Section id="audience" title={m.partner_audience_title()} intro={m.partner_audience_intro({ siteName })}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.testId}
            data-testid={stat.testId}
            className="flex flex-col-reverse justify-end rounded-2xl bg-violet-50 p-5 ring-1 ring-violet-100 sm:p-6"
          >
            <dt className="mt-2 text-sm leading-5 text-slate-700">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-violet-800 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
        <div
          data-testid="stat-funding"
          className="col-span-2 flex flex-col gap-1 rounded-2xl bg-gradient-to-r from-violet-700 to-violet-800 p-5 text-white sm:flex-row sm:items-baseline sm:gap-3 sm:p-6 lg:col-span-4"
        >
          <dt className="order-last text-base text-violet-100">{m.partner_stat_funding()}</dt>
          <dd className="text-2xl font-extrabold tracking-tight sm:text-3xl">{figures.funding}</dd>
        </div>
      </dl>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {stages.map((stage) => (
          <li key={stage.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-pink-50 text-pink-700">
              <Icon shape={stage.icon} strokeWidth={lightStroke} />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{stage.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{stage.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Categories() {
  const categories: Array<{ icon: IconShape; title: string; text: string }> = [
    { icon: baby, title: m.partner_category_baby_title(), text: m.partner_category_baby_text() },
    {
      icon: wellbeing,
      title: m.partner_category_wellbeing_title(),
      text: m.partner_category_wellbeing_text(),
    },
    { icon: retail, title: m.partner_category_retail_title(), text: m.partner_category_retail_text() },
    {
      icon: finance,
      title: m.partner_category_finance_title(),
      text: m.partner_category_finance_text(),
    },
    {
      icon: services,
      title: m.partner_category_services_title(),
      text: m.partner_category_services_text(),
    },
    {
      icon: employers,
      title: m.partner_category_employers_title(),
      text: m.partner_category_employers_text(),
    },
  ]
  return (
    <Section
      id="categories"
      title={m.partner_categories_title()}
      intro={m.partner_categories_intro()}
      tone="tinted"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-violet-700 text-white">
              <Icon shape={c.icon} strokeWidth={lightStroke} />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{c.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{c.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
