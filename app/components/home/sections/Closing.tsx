// The last two sections: the partner teaser and the final call to download.
import { Link } from '@tanstack/react-router'
import { DownloadQr } from '~/components/download/DownloadQr'
import { DrawnStoreBadges } from '~/components/ui/DrawnStoreBadges'
import { Icon } from '~/components/ui/Icon'
import { arrow } from '~/components/ui/icons/arrow'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { Eyebrow } from '~/components/ui/Eyebrow'

export function Partner() {
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
          <Icon shape={arrow} className="h-5 w-5" />
        </Link>
      </div>
    </section>
  )
}

export function FinalCta() {
  const siteName = useSiteName()
  return (
    <section aria-labelledby="download-title" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-violet-700 via-violet-700 to-pink-600 px-6 py-12 text-white sm:px-12 md:flex md:items-center md:justify-between md:gap-10">
        <div className="max-w-xl">
          <h2 id="download-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.home_final_title({ siteName })}
          </h2>
          <p className="mt-4 text-lg leading-8 text-violet-50">{m.home_final_text()}</p>
          <DrawnStoreBadges className="mt-8" />
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
