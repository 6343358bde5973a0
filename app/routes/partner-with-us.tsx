import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never } from '@tanstack/react-start/hydration'
import { type ReactNode, Suspense, lazy, memo, useEffect, useRef, useState } from 'react'
import type { FormHandle } from '../components/forms/BookCallForm'
import { Icon, type IconName } from '../components/partner/icons'
import { FormatIllustration, HeroIllustration } from '../components/partner/illustrations'
import { Dialog } from '../components/ui/Dialog'
import { buttonClass } from '../components/ui/buttons'
import { audienceFigures } from '@core/facts/audience'
import { mediaKitPath } from '@core/facts/media-kit'
import { dateFormat } from '../lib/format'
import { useFirstLoad } from '../lib/first-load'
import { languageTags } from '@core/i18n/locales'
import { pageHead, siteNameOf } from '../lib/seo'
import { useSiteName } from '../lib/use-site'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'

export const Route = createFileRoute('/partner-with-us')({
  head: ({ matches }) => {
    const siteName = siteNameOf(matches)
    const description = m.partner_meta_description({ siteName })
    return pageHead(matches, {
      title: m.page_partner_title(),
      description,
      jsonLd: [{ '@type': 'WebPage', name: m.page_partner_title(), description }],
    })
  },
  component: PartnerPage,
})

type Which = 'book' | 'kit'
const hashes: Record<Which, string> = { book: '#book-a-call', kit: '#media-kit' }

// The forms bring TanStack Form and zod (about 27 kB gzip): they load when a visitor reaches for
// a call to action (pointer, touch or focus) or opens a dialog, not with the page.
const formModules = {
  book: () => import('../components/forms/BookCallForm'),
  kit: () => import('../components/forms/MediaKitForm'),
}
const BookCallForm = lazy(() => formModules.book().then((module) => ({ default: module.BookCallForm })))
const MediaKitForm = lazy(() => formModules.kit().then((module) => ({ default: module.MediaKitForm })))
/** Starts loading a form when the pointer or focus reaches its button. */
const preloadOnIntent = (which: Which) => {
  const preload = () => void formModules[which]()
  return { onPointerEnter: preload, onFocus: preload }
}

function FormLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-600">
      {m.forms_loading()}
    </p>
  )
}

function PartnerPage() {
  const siteName = useSiteName()
  const figures = audienceFigures(languageTags[getLocale()])
  const [dialog, setDialog] = useState<Which | null>(null)
  // A form mounts with its first opening and stays mounted, so what was typed survives a close.
  const [mounted, setMounted] = useState<Which[]>([])
  const open = (which: Which) => {
    setDialog(which)
    setMounted((list) => (list.includes(which) ? list : [...list, which]))
  }
  const bookForm = useRef<FormHandle>(null)
  const kitForm = useRef<FormHandle>(null)

  // A link to …#book-a-call (the media-kit e-mail has one) opens the form.
  useEffect(() => {
    const which = (Object.keys(hashes) as Which[]).find((k) => hashes[k] === window.location.hash)
    if (which) {
      setDialog(which)
      setMounted([which])
    }
  }, [])

  const close = () => {
    // After a success, the next opening starts a fresh form; otherwise what was typed stays.
    for (const form of [bookForm.current, kitForm.current]) if (form?.isDone()) form.reset()
    setDialog(null)
  }
  const openBook = () => open('book')
  const openKit = () => open('kit')
  const closeButton = (
    <button type="button" onClick={close} className={buttonClass.secondary}>
      {m.forms_close()}
    </button>
  )

  return (
    <>
      <Hero siteName={siteName} figures={figures} onBook={openBook} onKit={openKit} />
      <Details />
      <Closing onBook={openBook} onKit={openKit} />

      <FloatingCta onClick={openBook} hidden={dialog !== null} />

      <Dialog
        open={dialog === 'book'}
        onClose={close}
        title={m.forms_book_call_title()}
        description={m.forms_book_call_intro()}
        testId="book-call-dialog"
      >
        {mounted.includes('book') && (
          <Suspense fallback={<FormLoading />}>
            <BookCallForm ref={bookForm} successAction={closeButton} />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={dialog === 'kit'}
        onClose={close}
        title={m.forms_media_kit_title()}
        description={m.forms_media_kit_intro()}
        testId="media-kit-dialog"
      >
        {mounted.includes('kit') && (
          <Suspense fallback={<FormLoading />}>
            <MediaKitForm ref={kitForm} successAction={closeButton} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}

// Text and drawings only: on a first load they stay server HTML and their code is not downloaded.
// memo: the page's dialog state must not re-render a boundary that has not hydrated (React would
// replace its server HTML).
const Details = memo(function Details() {
  const siteName = useSiteName()
  const figures = audienceFigures(languageTags[getLocale()])
  const firstLoad = useFirstLoad()
  return (
    <Hydrate when={firstLoad ? never() : load()}>
      <Audience siteName={siteName} figures={figures} />
      <Categories />
      <Formats />
      <StandardsAndProcess />
      <Press />
    </Hydrate>
  )
})

type Figures = ReturnType<typeof audienceFigures>

function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: string
  title: string
  intro?: string
  tone?: 'white' | 'tinted'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === 'tinted' ? 'bg-gradient-to-b from-slate-50 to-violet-50/40' : 'bg-white'}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-2xl">
          <h2
            id={`${id}-title`}
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-10 lg:mt-12">{children}</div>
      </div>
    </section>
  )
}

function Hero({
  siteName,
  figures,
  onBook,
  onKit,
}: {
  siteName: string
  figures: Figures
  onBook: () => void
  onKit: () => void
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
            <button
              type="button"
              onClick={onBook}
              {...preloadOnIntent('book')}
              className={buttonClass.primary}
              data-testid="open-book-call"
            >
              <Icon name="chat" className="h-5 w-5" />
              {m.partner_cta_book()}
            </button>
            <button
              type="button"
              onClick={onKit}
              {...preloadOnIntent('kit')}
              className={buttonClass.secondary}
              data-testid="open-media-kit"
            >
              {m.partner_cta_media_kit()}
            </button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            <li className="flex items-center gap-2">
              <Icon name="star" className="h-5 w-5 text-amber-500" />
              {m.partner_hero_badge_rating({ rating: figures.rating })}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="parents" className="h-5 w-5 text-violet-700" />
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

function Audience({ siteName, figures }: { siteName: string; figures: Figures }) {
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
  const stages: Array<{ icon: IconName; title: string; text: string }> = [
    { icon: 'trying', title: m.partner_stage_trying_title(), text: m.partner_stage_trying_text() },
    { icon: 'pregnant', title: m.partner_stage_pregnant_title(), text: m.partner_stage_pregnant_text() },
    { icon: 'parents', title: m.partner_stage_parents_title(), text: m.partner_stage_parents_text() },
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
          <li key={stage.icon} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-pink-50 text-pink-700">
              <Icon name={stage.icon} />
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

function Categories() {
  const categories: Array<{ icon: IconName; title: string; text: string }> = [
    { icon: 'baby', title: m.partner_category_baby_title(), text: m.partner_category_baby_text() },
    {
      icon: 'wellbeing',
      title: m.partner_category_wellbeing_title(),
      text: m.partner_category_wellbeing_text(),
    },
    { icon: 'retail', title: m.partner_category_retail_title(), text: m.partner_category_retail_text() },
    { icon: 'finance', title: m.partner_category_finance_title(), text: m.partner_category_finance_text() },
    {
      icon: 'services',
      title: m.partner_category_services_title(),
      text: m.partner_category_services_text(),
    },
    {
      icon: 'employers',
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
          <li key={c.icon} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-violet-700 text-white">
              <Icon name={c.icon} />
            </span>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{c.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{c.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Formats() {
  const formats: Array<{ kind: 'media' | 'coreg' | 'special' | 'community'; title: string; text: string }> = [
    { kind: 'media', title: m.partner_format_media_title(), text: m.partner_format_media_text() },
    { kind: 'coreg', title: m.partner_format_coreg_title(), text: m.partner_format_coreg_text() },
    { kind: 'special', title: m.partner_format_special_title(), text: m.partner_format_special_text() },
    { kind: 'community', title: m.partner_format_community_title(), text: m.partner_format_community_text() },
  ]
  return (
    <Section id="formats" title={m.partner_formats_title()} intro={m.partner_formats_intro()}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {formats.map((f) => (
          <li key={f.kind} className="flex flex-col rounded-2xl border border-slate-200 p-4 pb-6">
            <FormatIllustration kind={f.kind} />
            <h3 className="mt-5 px-2 text-lg font-bold text-slate-900">{f.title}</h3>
            <p className="mt-2 px-2 leading-7 text-slate-600">{f.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function StandardsAndProcess() {
  const standards = [
    m.partner_standards_labelled(),
    m.partner_standards_privacy(),
    m.partner_standards_claims(),
  ]
  const steps = [
    { title: m.partner_process_call_title(), text: m.partner_process_call_text() },
    { title: m.partner_process_plan_title(), text: m.partner_process_plan_text() },
    { title: m.partner_process_launch_title(), text: m.partner_process_launch_text() },
  ]
  return (
    <section aria-labelledby="process-title" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:py-24">
        <div>
          <h2 id="process-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.partner_process_title()}
          </h2>
          <ol className="mt-8 space-y-6">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-violet-600 text-lg font-bold"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold">{step.title}</h3>
                  <p className="mt-1 leading-7 text-slate-300">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <h2 className="text-2xl font-bold">{m.partner_standards_title()}</h2>
          <ul className="mt-6 space-y-4">
            {standards.map((text) => (
              <li key={text} className="flex gap-3 leading-7 text-slate-200">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
                  <Icon name="check" className="h-4 w-4" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

// Fictional publications, shown alike: the name set in one type style, the month of the piece.
// (Each in its own made-up "logo" style looked like a row of fakes.) Quote i comes from outlet i.
const outlets = [
  { name: 'The Family Ledger', date: '2026-03-12' },
  { name: 'Healthtech Weekly', date: '2025-11-04' },
  { name: 'Startup Courier', date: '2025-09-22' },
  { name: 'Modern Parent Review', date: '2026-01-15' },
]

function Press() {
  const quotes = [m.partner_press_1(), m.partner_press_2(), m.partner_press_3(), m.partner_press_4()]
  const month = dateFormat(getLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  // Newest first, as a press strip reads.
  const items = outlets
    .map((outlet, index) => ({ ...outlet, quote: quotes[index]! }))
    .sort((a, b) => b.date.localeCompare(a.date))
  return (
    <Section id="press" title={m.partner_press_title()} tone="tinted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="press">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col justify-between rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <blockquote className="leading-7 text-slate-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <cite className="block text-xs font-bold uppercase not-italic tracking-[0.14em] text-slate-900">
                  {item.name}
                </cite>
                <time dateTime={item.date} className="mt-1 block text-sm text-slate-500">
                  {month.format(new Date(`${item.date}T00:00:00Z`))}
                </time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Closing({ onBook, onKit }: { onBook: () => void; onKit: () => void }) {
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
            <button type="button" onClick={onBook} {...preloadOnIntent('book')} className={buttonClass.light}>
              {m.partner_cta_book()}
            </button>
            <button
              type="button"
              onClick={onKit}
              {...preloadOnIntent('kit')}
              className={buttonClass.ghostOnDark}
            >
              {m.partner_cta_media_kit()}
            </button>
          </div>
          <p className="relative mt-6">
            <a
              href={mediaKitPath(getLocale())}
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
function FloatingCta({ onClick, hidden: dialogOpen }: { onClick: () => void; hidden: boolean }) {
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
      onClick={onClick}
      {...preloadOnIntent('book')}
      data-testid="floating-cta"
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      className={`fixed inset-x-0 bottom-0 z-40 flex max-lg:[html:has([data-testid=consent-banner])_&]:hidden min-h-14 items-center justify-center gap-2 bg-pink-700 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] font-semibold text-white shadow-[0_-6px_16px_rgb(80_7_36/0.18)] transition-opacity hover:bg-pink-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white lg:inset-x-auto lg:bottom-auto lg:right-0 lg:top-1/2 lg:-translate-y-1/2 lg:rounded-s-2xl lg:px-3 lg:py-5 lg:shadow-lg lg:shadow-pink-900/20 lg:focus-visible:outline-offset-2 lg:[writing-mode:vertical-rl] lg:focus-visible:outline-pink-700 ${hidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      <Icon name="chat" className="h-5 w-5 lg:rotate-90" />
      {m.partner_cta_floating()}
    </button>
  )
}
