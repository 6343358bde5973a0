import { QrCard } from '~/components/download/DownloadQr'
import { DrawnStoreBadges } from '~/components/ui/DrawnStoreBadges'
import { Icon, Stars } from '~/components/ui/Icon'
import { love } from '~/components/ui/icons/love'
import { PhoneMockup } from '~/components/home/PhoneMockup'
import { audienceFacts as claims } from '@core/facts/audience'
import { formatCompact, formatNumber } from '~/lib/format'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

export function Hero() {
  const siteName = useSiteName()
  const locale = currentLocale()
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
            <Icon shape={love} className="h-4 w-4 text-pink-600" />
            {m.home_hero_eyebrow({ count: `${formatCompact(claims.womenTrusted, locale)}+` })}
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
          <DrawnStoreBadges className="mt-8" />
          <QrCard className="mt-6 hidden md:inline-flex" />
        </div>
        <HeroMockups />
      </div>
    </section>
  )
}

// Drawings only.
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
