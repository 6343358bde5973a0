// The ways around a numbered guide (the pregnancy weeks, the baby months): the pager to the
// neighbours, the grid of every page, and the hub's cards. Each guide passes its own typed link.
import type { ReactElement, ReactNode } from 'react'
import { Icon } from '~/components/ui/Icon'
import { arrowLeft } from '~/components/ui/icons/arrow-left'
import { arrowRight } from '~/components/ui/icons/arrow-right'

export interface GuideLinkProps {
  className: string
  children: ReactNode
  rel?: 'prev' | 'next'
  'aria-label'?: string
  'aria-current'?: 'page'
  'data-testid'?: string
}
/** A link to the guide's page number `number`, e.g. `<Link to="/baby/month-{$month}" …>`. */
export type GuideLink = (number: number, props: GuideLinkProps) => ReactElement

export interface GuideEntry {
  number: number
  title: string
  summary: string
}

const pagerLink =
  'group flex min-h-11 flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-violet-300'

export function GuidePager({
  label,
  previous,
  next,
  words,
  testIds,
  link,
}: {
  label: string
  previous: { number: number; title: string } | null
  next: { number: number; title: string } | null
  words: { previous: string; next: string }
  testIds: { previous: string; next: string }
  link: GuideLink
}) {
  return (
    <nav aria-label={label} className="mt-10 flex flex-col gap-3 sm:flex-row">
      {previous &&
        link(previous.number, {
          rel: 'prev',
          className: pagerLink,
          'data-testid': testIds.previous,
          children: (
            <>
              <span className="flex items-center gap-1 text-sm font-semibold text-violet-800">
                <Icon shape={arrowLeft} className="h-4 w-4 rtl:rotate-180" />
                {words.previous}
              </span>
              <span className="mt-1 font-medium text-slate-900 group-hover:text-violet-800">
                {previous.title}
              </span>
            </>
          ),
        })}
      {next &&
        link(next.number, {
          rel: 'next',
          className: `${pagerLink} sm:items-end sm:text-end`,
          'data-testid': testIds.next,
          children: (
            <>
              <span className="flex items-center gap-1 text-sm font-semibold text-violet-800">
                {words.next}
                <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
              </span>
              <span className="mt-1 font-medium text-slate-900 group-hover:text-violet-800">
                {next.title}
              </span>
            </>
          ),
        })}
    </nav>
  )
}

/** Every page of the guide as a grid of numbers, the current one marked. */
export function GuideIndex({
  id,
  heading,
  numbers,
  current,
  labelOf,
  gridClassName,
  link,
}: {
  id: string
  heading: string
  numbers: readonly number[]
  current: number
  labelOf: (number: number) => string
  gridClassName: string
  link: GuideLink
}) {
  return (
    <nav aria-labelledby={id} className="rounded-3xl border border-slate-200 p-5">
      <h2 id={id} className="text-sm font-bold uppercase tracking-wide text-slate-900">
        {heading}
      </h2>
      <ol className={`mt-3 grid gap-1 ${gridClassName}`}>
        {numbers.map((number) => (
          <li key={number}>
            {link(number, {
              'aria-label': labelOf(number),
              'aria-current': number === current ? 'page' : undefined,
              className:
                'flex h-11 items-center justify-center rounded-lg text-sm font-medium text-slate-700 hover:bg-violet-50 hover:text-violet-800 aria-[current=page]:bg-violet-700 aria-[current=page]:text-white',
              children: number,
            })}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A hub's cards: each page's number, title (the link) and summary. */
export function GuideCards({
  entries,
  labelOf,
  testId,
  link,
}: {
  entries: GuideEntry[]
  labelOf: (number: number) => string
  testId: string
  link: GuideLink
}) {
  return (
    <ol className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li
          key={entry.number}
          className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-300 hover:shadow-md focus-within:ring-2 focus-within:ring-violet-600"
        >
          <span className="text-xs font-bold uppercase tracking-wide text-pink-700">
            {labelOf(entry.number)}
          </span>
          <h3 className="mt-1 font-semibold leading-snug text-slate-900">
            {link(entry.number, {
              className:
                'outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-violet-800',
              'data-testid': testId,
              children: entry.title,
            })}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">{entry.summary}</p>
        </li>
      ))}
    </ol>
  )
}
