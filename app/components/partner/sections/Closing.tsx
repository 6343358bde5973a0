// The closing call to action and the floating one that gives way to it.
import { useEffect, useState } from 'react'
import { mediaKitPath } from '@core/facts/media-kit'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { ghostOnDarkButton, lightButton } from '~/components/ui/buttons'
import { Icon, lightStroke } from '~/components/ui/Icon'
import { chat } from '~/components/ui/icons/chat'
import type { CtaHandlers } from './cta'

export function Closing({ book, kit }: { book: CtaHandlers; kit: CtaHandlers }) {
  return (
    <section aria-labelledby="closing-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 to-violet-900 px-6 py-12 text-center text-white sm:px-12 lg:py-16">
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 h-64 w-64 rounded-full bg-pink-500/30 blur-3xl"
          />
          <h2 id="closing-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.partner_closing_title()}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-violet-100">
            {m.partner_closing_text()}
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" {...book} className={lightButton}>
              {m.partner_cta_book()}
            </button>
            <button type="button" {...kit} className={ghostOnDarkButton}>
              {m.partner_cta_media_kit()}
            </button>
          </div>
          <p className="relative mt-6">
            <a
              href={mediaKitPath(currentLocale())}
              type="application/pdf"
              className="font-semibold text-white underline underline-offset-4 hover:text-violet-100"
              data-testid="media-kit-pdf"
            >
              {m.tools_media_kit_pdf()}
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}

/**
 * In reach while scrolling: a tab on the right edge (wide screens), a full-width bar at the bottom
 * (phones: a pill floated over the cards' text at 390 px). It gives way
 * to the closing call to action (the same buttons) and to the footer, whose last lines it would
 * otherwise cover on a phone, and on phones to the cookie banner until the visitor answers it.
 */
export function FloatingCta({ cta, hidden: dialogOpen }: { cta: CtaHandlers; hidden: boolean }) {
  const [atEnd, setAtEnd] = useState(false)
  useEffect(() => {
    const targets = [
      document.getElementById('closing-title')?.closest('section'),
      document.querySelector('footer'),
    ]
    const visible = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target)
        else visible.delete(entry.target)
      }
      setAtEnd(visible.size > 0)
    })
    for (const target of targets) if (target) observer.observe(target)
    return () => observer.disconnect()
  }, [])
  const hidden = dialogOpen || atEnd
  return (
    <button
      type="button"
      {...cta}
      data-testid="floating-cta"
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      className={`fixed inset-x-0 bottom-0 z-40 flex max-lg:[html:has([data-testid=consent-banner])_&]:hidden min-h-14 items-center justify-center gap-2 bg-pink-700 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] font-semibold text-white shadow-[0_-6px_16px_rgb(80_7_36/0.18)] transition-opacity hover:bg-pink-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white lg:inset-x-auto lg:bottom-auto lg:right-0 lg:top-1/2 lg:-translate-y-1/2 lg:rounded-s-2xl lg:px-3 lg:py-5 lg:shadow-lg lg:shadow-pink-900/20 lg:focus-visible:outline-offset-2 lg:[writing-mode:vertical-rl] lg:focus-visible:outline-pink-700 ${hidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      <Icon shape={chat} className="h-5 w-5 lg:rotate-90" strokeWidth={lightStroke} />
      {m.partner_cta_floating()}
    </button>
  )
}
