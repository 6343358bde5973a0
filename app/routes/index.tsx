import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { useDeferredMarker } from '../lib/deferred-marker'
import { load, never, visible } from '@tanstack/react-start/hydration'
import { type ReactNode, memo } from 'react'
import { DownloadQr, QrCard } from '../components/download/DownloadQr'
import { StoreBadges } from '../components/download/StoreBadges'
import { Icon, type IconName, Stars } from '../components/home/icons'
import { PhoneMockup } from '../components/home/PhoneMockup'
import { formatFunding } from '@core/facts/audience'
import { useFirstLoad } from '../lib/first-load'
import { formatCompact, formatNumber } from '../lib/format'
import { type Locale, languageTags } from '@core/i18n/locales'
import { absoluteUrl, pageHead, siteNameOf } from '../lib/seo'
import { company } from '@core/facts/site'
import { useSiteName } from '../lib/use-site'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'

/** The figures the site claims (spec section 1). */
export const claims = {
  users: 25_000_000,
  rating: 4.8,
  reviews: 417_594,
  monthlyActive: 2_000_000,
  women: 5_000_000,
} as const

const infinite = { staleTime: Number.POSITIVE_INFINITY }

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [config] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.site.config.queryOptions(undefined, infinite)),
      context.queryClient.ensureQueryData(context.trpc.home.downloadQr.queryOptions(undefined, infinite)),
    ])
    return { social: Object.values(config.social) }
  },
  head: ({ matches, loaderData }) => {
    const siteName = siteNameOf(matches)
    const siteUrl = (matches[0]?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? ''
    const locale = getLocale() as Locale
    const organizationId = `${siteUrl}/#organization`
    return pageHead(matches, {
      title: m.page_home_title({ siteName }),
      description: m.home_meta_description(),
      jsonLd: [
        {
          '@type': 'Organization',
          '@id': organizationId,
          name: siteName,
          legalName: company.legalName,
          url: `${siteUrl}/`,
          logo: `${siteUrl}/images/logo-512.png`,
          sameAs: loaderData?.social ?? [],
          address: {
            '@type': 'PostalAddress',
            streetAddress: '5 Harbour Lane',
            addressLocality: 'Dublin',
            postalCode: 'D02 XY45',
            addressCountry: 'IE',
          },
        },
        {
          '@type': 'WebSite',
          '@id': `${siteUrl}/#website`,
          name: siteName,
          url: absoluteUrl(siteUrl, '/', locale),
          inLanguage: languageTags[locale],
          publisher: { '@id': organizationId },
        },
      ],
    })
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <Sections />
    </>
  )
}

// On a first load, sections without links or controls stay server HTML and the others hydrate as
// they near the viewport; either way their code loads only when needed. memo: a re-render reaching
// a boundary that has not hydrated would make React replace its server HTML.
const Sections = memo(function Sections() {
  const firstLoad = useFirstLoad()
  const community = useDeferredMarker()
  const partner = useDeferredMarker()
  return (
    <>
      <Hydrate when={firstLoad ? never() : load()}>
        <Stats />
        <Goals />
        <Features />
      </Hydrate>
      <div {...community.marker}>
        <Hydrate
          when={firstLoad ? visible({ rootMargin: '200px' }) : load()}
          onHydrated={community.onHydrated}
        >
          <Community />
        </Hydrate>
      </div>
      <Hydrate when={firstLoad ? never() : load()}>
        <Testimonials />
      </Hydrate>
      <div {...partner.marker}>
        <Hydrate when={firstLoad ? visible({ rootMargin: '200px' }) : load()} onHydrated={partner.onHydrated}>
          <Partner />
          <FinalCta />
        </Hydrate>
      </div>
    </>
  )
})

function Eyebrow({ children, className = 'text-violet-700' }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-bold uppercase tracking-wider ${className}`}>{children}</p>
}

function Hero() {
  const siteName = useSiteName()
  const firstLoad = useFirstLoad()
  const locale = getLocale() as Locale
  const rating = formatNumber(claims.rating, locale, { minimumFractionDigits: 1 })
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-violet-50 via-pink-50/40 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -end-24 h-96 w-96 rounded-full bg-pink-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 -start-32 h-80 w-80 rounded-full bg-violet-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5 text-sm font-semibold text-violet-800 shadow-sm ring-1 ring-violet-100">
            <Icon name="heart" className="h-4 w-4 text-pink-600" />
            {m.home_hero_eyebrow({ count: `${formatCompact(claims.women, locale)}+` })}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.6rem] lg:leading-[1.05]">
            {m.page_home_heading()}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">{m.home_hero_lead({ siteName })}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="hero-rating">
            <Stars />
            <p className="text-sm font-medium text-slate-700">
              <span className="sr-only">{m.home_rating_stars({ rating })}. </span>
              {m.home_rating_summary({ rating, count: formatNumber(claims.reviews, locale) })}
            </p>
          </div>
          <h2 className="sr-only">{m.home_cta_title()}</h2>
          <StoreBadges className="mt-8" />
          <QrCard className="mt-6 hidden md:inline-flex" />
        </div>
        <Hydrate when={firstLoad ? never() : load()}>
          <HeroMockups />
        </Hydrate>
      </div>
    </section>
  )
}

// Drawings only: on a first load they stay server HTML and their code is not downloaded.
function HeroMockups() {
  const siteName = useSiteName()
  return (
    <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
      <div
        aria-hidden="true"
        className="absolute inset-x-6 top-10 bottom-4 rounded-[3rem] bg-gradient-to-br from-violet-300/40 to-pink-300/40 blur-2xl"
      />
      <PhoneMockup
        variant="cycle"
        className="absolute top-10 -start-2 hidden w-[58%] -rotate-6 opacity-95 drop-shadow-xl sm:block"
      />
      <PhoneMockup
        variant="pregnancy"
        label={m.home_mockup_label({ siteName })}
        className="relative mx-auto w-[72%] drop-shadow-2xl sm:ms-auto sm:me-0 sm:w-[64%]"
      />
    </div>
  )
}

function Stats() {
  const siteName = useSiteName()
  const locale = getLocale() as Locale
  const reviews = formatNumber(claims.reviews, locale)
  const items = [
    { value: `${formatCompact(claims.users, locale)}+`, label: m.home_stat_users(), key: 'users' },
    {
      value: formatNumber(claims.rating, locale, { minimumFractionDigits: 1 }),
      label: m.home_stat_rating({ count: reviews }),
      key: 'rating',
    },
    { value: formatCompact(claims.monthlyActive, locale), label: m.home_stat_active(), key: 'active' },
    {
      value: `${formatCompact(claims.women, locale)}+`,
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

const goals: Array<{ icon: IconName; title: () => string; text: () => string; tint: string }> = [
  {
    icon: 'calendarHeart',
    title: m.home_goal_conceive_title,
    text: m.home_goal_conceive_text,
    tint: 'bg-pink-100 text-pink-700',
  },
  {
    icon: 'heart',
    title: m.home_goal_pregnancy_title,
    text: m.home_goal_pregnancy_text,
    tint: 'bg-violet-100 text-violet-700',
  },
  {
    icon: 'baby',
    title: m.home_goal_child_title,
    text: m.home_goal_child_text,
    tint: 'bg-amber-100 text-amber-800',
  },
  {
    icon: 'users',
    title: m.home_goal_community_title,
    text: m.home_goal_community_text,
    tint: 'bg-teal-100 text-teal-800',
  },
]

function Goals() {
  return (
    <section aria-labelledby="goals-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        <Eyebrow>{m.home_goals_eyebrow()}</Eyebrow>
        <h2
          id="goals-title"
          className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {m.home_goals_title()}
        </h2>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="goals">
        {goals.map((goal) => (
          <li key={goal.icon} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <span className={`inline-flex h-12 w-12 items-center justify-center rounded-2xl ${goal.tint}`}>
              <Icon name={goal.icon} />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{goal.title()}</h3>
            <p className="mt-2 leading-7 text-slate-600">{goal.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const features: Array<{ icon: IconName; title: () => string; text: () => string }> = [
  { icon: 'book', title: m.home_feature_weekly_title, text: m.home_feature_weekly_text },
  { icon: 'video', title: m.home_feature_experts_title, text: m.home_feature_experts_text },
  { icon: 'stethoscope', title: m.home_feature_consult_title, text: m.home_feature_consult_text },
  { icon: 'lock', title: m.home_feature_private_title, text: m.home_feature_private_text },
]

function Features() {
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
          <Eyebrow>{m.home_features_eyebrow()}</Eyebrow>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {m.home_features_title()}
          </h2>
          <ul className="mt-10 space-y-8">
            {features.map((feature) => (
              <li key={feature.icon} className="flex gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-violet-700 text-white">
                  <Icon name={feature.icon} className="h-5 w-5" />
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

function ChatBubble({
  author,
  text,
  tone,
  align,
}: {
  author: string
  text: string
  tone: string
  align: 'start' | 'end'
}) {
  return (
    <li className={`flex ${align === 'end' ? 'justify-end' : ''}`}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${tone}`}>
        <p className="text-xs font-bold">{author}</p>
        <p className="mt-1 leading-6">{text}</p>
      </div>
    </li>
  )
}

function Community() {
  const siteName = useSiteName()
  const points = [
    m.home_community_point_groups(),
    m.home_community_point_experts(),
    m.home_community_point_photos(),
  ]
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-14 lg:grid-cols-2">
        <div>
          <Eyebrow className="text-pink-700">{m.home_community_eyebrow({ siteName })}</Eyebrow>
          <h2
            id="community-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {m.home_community_title()}
          </h2>
          <p className="mt-5 text-lg leading-8 text-slate-600">{m.home_community_text()}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
                  <Icon name="check" className="h-4 w-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/community"
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-violet-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              {m.home_community_cta()}
              <Icon name="arrow" className="h-5 w-5" />
            </Link>
            <Link
              to="/community/benefits"
              className="inline-flex min-h-12 items-center rounded-full px-6 py-3 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              {m.home_community_benefits_cta()}
            </Link>
          </div>
        </div>
        <div
          className="rounded-[2rem] bg-gradient-to-br from-pink-50 to-violet-100 p-5 sm:p-8"
          aria-hidden="true"
        >
          <ul className="space-y-4">
            <ChatBubble
              author={m.home_chat_1_author()}
              text={m.home_chat_1_text()}
              tone="bg-white text-slate-800"
              align="start"
            />
            <ChatBubble
              author={m.home_chat_2_author()}
              text={m.home_chat_2_text()}
              tone="bg-violet-700 text-white"
              align="end"
            />
            <ChatBubble
              author={m.home_chat_3_author()}
              text={m.home_chat_3_text()}
              tone="bg-white text-slate-800 ring-2 ring-teal-300"
              align="start"
            />
          </ul>
        </div>
      </div>
    </section>
  )
}

const quoteMarks: Record<Locale, [string, string]> = { en: ['“', '”'], es: ['«', '»'], pt: ['«', '»'] }

function Testimonials() {
  const [open, close] = quoteMarks[getLocale() as Locale]
  const quotes = [
    {
      text: m.home_testimonial_1_text(),
      name: m.home_testimonial_1_name(),
      tint: 'bg-pink-100 text-pink-800',
    },
    {
      text: m.home_testimonial_2_text(),
      name: m.home_testimonial_2_name(),
      tint: 'bg-violet-100 text-violet-800',
    },
    {
      text: m.home_testimonial_3_text(),
      name: m.home_testimonial_3_name(),
      tint: 'bg-amber-100 text-amber-900',
    },
  ]
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {m.home_testimonials_title()}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Stars className="h-4 w-4" />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                  {open}
                  {quote.text}
                  {close}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-sm font-semibold text-slate-900">
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-10 w-10 items-center justify-center rounded-full font-bold ${quote.tint}`}
                  >
                    {quote.name.charAt(0)}
                  </span>
                  {quote.name}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Partner() {
  const siteName = useSiteName()
  return (
    <section aria-labelledby="partner-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-slate-900 px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-20 -top-20 h-72 w-72 rounded-full bg-violet-600/40 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <Eyebrow className="text-pink-300">{m.home_partner_eyebrow()}</Eyebrow>
          <h2 id="partner-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.home_partner_title()}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">{m.home_partner_text({ siteName })}</p>
        </div>
        <Link
          to="/partner-with-us"
          className="relative mt-8 inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:mt-0"
        >
          {m.home_partner_cta()}
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  )
}

function FinalCta() {
  const siteName = useSiteName()
  return (
    <section aria-labelledby="download-title" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-violet-700 via-violet-700 to-pink-600 px-6 py-12 text-white sm:px-12 md:flex md:items-center md:justify-between md:gap-10">
        <div className="max-w-xl">
          <h2 id="download-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.home_final_title({ siteName })}
          </h2>
          <p className="mt-4 text-lg leading-8 text-violet-50">{m.home_final_text()}</p>
          <StoreBadges className="mt-8" />
        </div>
        <div className="mt-10 hidden shrink-0 flex-col items-center gap-3 md:mt-0 md:flex">
          <div className="rounded-2xl bg-white p-3 shadow-xl">
            <DownloadQr className="h-36 w-36" />
          </div>
          <p className="max-w-[12rem] text-center text-sm text-violet-50">
            {m.home_qr_caption({ siteName })}
          </p>
        </div>
      </div>
    </section>
  )
}
