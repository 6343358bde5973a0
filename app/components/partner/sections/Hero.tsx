import type { audienceFigures } from '@core/facts/audience'
import * as m from '@core/paraglide/messages'
import { primaryButton, secondaryButton } from '~/components/ui/buttons'
import { Icon, lightStroke } from '~/components/ui/Icon'
import { chat } from '~/components/ui/icons/chat'
import { parents } from '~/components/ui/icons/parents'
import { star } from '~/components/ui/icons/star'
import { HeroIllustration } from '~/components/partner/Illustrations'
import type { CtaHandlers } from './cta'

type Figures = ReturnType<typeof audienceFigures>

export function Hero({
  siteName,
  figures,
  book,
  kit,
}: {
  siteName: string
  figures: Figures
  book: CtaHandlers
  kit: CtaHandlers
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-violet-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -right-40 -top-40 h-96 w-96 rounded-full bg-pink-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:pb-24 lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-violet-800 shadow-sm ring-1 ring-violet-100">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-pink-500" />
            {m.partner_eyebrow({ siteName })}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {m.page_partner_heading()}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            {m.partner_hero_text({ siteName })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" {...book} className={primaryButton} data-testid="open-book-call">
              <Icon shape={chat} className="h-5 w-5" strokeWidth={lightStroke} />
              {m.partner_cta_book()}
            </button>
            <button type="button" {...kit} className={secondaryButton} data-testid="open-media-kit">
              {m.partner_cta_media_kit()}
            </button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            <li className="flex items-center gap-2">
              <Icon shape={star} className="h-5 w-5 text-amber-500" strokeWidth={lightStroke} />
              {m.partner_hero_badge_rating({ rating: figures.rating })}
            </li>
            <li className="flex items-center gap-2">
              <Icon shape={parents} className="h-5 w-5 text-violet-700" strokeWidth={lightStroke} />
              {m.partner_hero_badge_mau({ count: figures.monthlyActiveUsers })}
            </li>
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <HeroIllustration rating={figures.rating} mau={figures.monthlyActiveUsers} />
        </div>
      </div>
    </div>
  )
}
