// Figures, goals and features: text and drawings only (server HTML on a first load).
import { Link } from '@tanstack/react-router'
import { Icon, type IconShape } from '~/components/ui/Icon'
import { baby } from '~/components/ui/icons/baby'
import { book } from '~/components/ui/icons/book'
import { calendarHeart } from '~/components/ui/icons/calendar-heart'
import { consult } from '~/components/ui/icons/consult'
import { love } from '~/components/ui/icons/love'
import { padlock } from '~/components/ui/icons/padlock'
import { users } from '~/components/ui/icons/users'
import { videoCall } from '~/components/ui/icons/video-call'
import { PhoneMockup } from '~/components/home/PhoneMockup'
import { audienceFacts as claims, formatFunding } from '@core/facts/audience'
import { formatCompact, formatNumber } from '~/lib/format'
import { languageTags } from '@core/i18n/locales'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { SectionTitle } from '~/components/ui/Eyebrow'

export function Stats() {
  const siteName = useSiteName()
  const locale = currentLocale()
  const reviews = formatNumber(claims.reviews, locale)
  const items = [
    { value: `${formatCompact(claims.users, locale)}+`, label: m.home_stat_users(), key: 'users' },
    {
      value: formatNumber(claims.rating, locale, { minimumFractionDigits: 1 }),
      label: m.home_stat_rating({ count: reviews }),
      key: 'rating',
    },
    { value: formatCompact(claims.monthlyActiveUsers, locale), label: m.home_stat_active(), key: 'active' },
    {
      value: `${formatCompact(claims.womenTrusted, locale)}+`,
      label: m.home_stat_women({ siteName }),
      key: 'women',
    },
    {
      value: formatFunding(languageTags[locale]),
      label: m.home_stat_funding(),
      key: 'funding',
    },
  ]
  return (
    <section aria-labelledby="stats-title" className="bg-violet-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {m.home_stats_title()}
        </h2>
        <ul
          className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-5"
          data-testid="claims"
        >
          {items.map((item, i) => (
            <li
              key={item.key}
              data-claim={item.key}
              className={`flex flex-col items-center text-center ${i === items.length - 1 ? 'col-span-2 md:col-span-1' : ''}`}
            >
              <span
                className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
                data-testid="claim-value"
              >
                {item.value}
              </span>
              <span className="mt-2 max-w-[14rem] text-sm leading-snug text-violet-200">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const goals: Array<{ icon: IconShape; title: () => string; text: () => string; tint: string }> = [
  {
    icon: calendarHeart,
    title: m.home_goal_conceive_title,
    text: m.home_goal_conceive_text,
    tint: 'bg-pink-100 text-pink-700',
  },
  {
    icon: love,
    title: m.home_goal_pregnancy_title,
    text: m.home_goal_pregnancy_text,
    tint: 'bg-violet-100 text-violet-700',
  },
  {
    icon: baby,
    title: m.home_goal_child_title,
    text: m.home_goal_child_text,
    tint: 'bg-amber-100 text-amber-800',
  },
  {
    icon: users,
    title: m.home_goal_community_title,
    text: m.home_goal_community_text,
    tint: 'bg-teal-100 text-teal-800',
  },
]

export function Goals() {
  return (
    <section aria-labelledby="goals-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        <SectionTitle id="goals-title" eyebrow={m.home_goals_eyebrow()}>
          {m.home_goals_title()}
        </SectionTitle>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="goals">
        {goals.map((goal) => (
          <li
            key={goal.title()}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <span className={`inline-flex h-12 w-12 items-center justify-center rounded-2xl ${goal.tint}`}>
              <Icon shape={goal.icon} />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{goal.title()}</h3>
            <p className="mt-2 leading-7 text-slate-600">{goal.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const features: Array<{ icon: IconShape; title: () => string; text: () => string }> = [
  { icon: book, title: m.home_feature_weekly_title, text: m.home_feature_weekly_text },
  { icon: videoCall, title: m.home_feature_experts_title, text: m.home_feature_experts_text },
  { icon: consult, title: m.home_feature_consult_title, text: m.home_feature_consult_text },
  { icon: padlock, title: m.home_feature_private_title, text: m.home_feature_private_text },
]

export function Features() {
  const siteName = useSiteName()
  return (
    <section
      aria-labelledby="features-title"
      className="bg-gradient-to-b from-white via-violet-50/60 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div className="relative order-last mx-auto w-full max-w-xs lg:order-none">
          <div
            aria-hidden="true"
            className="absolute inset-6 rounded-[3rem] bg-gradient-to-tr from-amber-200/50 to-pink-200/50 blur-2xl"
          />
          <PhoneMockup variant="baby" className="relative w-full drop-shadow-2xl" />
        </div>
        <div>
          <SectionTitle id="features-title" eyebrow={m.home_features_eyebrow()}>
            {m.home_features_title()}
          </SectionTitle>
          <ul className="mt-10 space-y-8">
            {features.map((feature) => (
              <li key={feature.title()} className="flex gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-violet-700 text-white">
                  <Icon shape={feature.icon} className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{feature.title()}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{feature.text()}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link
            to="/pregnancy"
            className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700"
            data-testid="pregnancy-link"
          >
            {m.pregnancy_home_link()}
            <span aria-hidden="true" className="rtl:rotate-180">
              →
            </span>
          </Link>
          <p className="mt-4 text-sm text-slate-600">{m.home_feature_disclaimer({ siteName })}</p>
        </div>
      </div>
    </section>
  )
}
