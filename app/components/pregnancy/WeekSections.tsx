// The body of a week page: size, baby, body, tip, when to call a professional, the pager and the
// aside (the stage's community group, every week).
import { Link } from '@tanstack/react-router'
import type { WeekView } from '@core/pregnancy/views'
import { FIRST_WEEK, LAST_WEEK } from '@core/pregnancy/weeks'
import * as m from '@core/paraglide/messages'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { heart } from '~/components/ui/icons/heart'
import { users } from '~/components/ui/icons/users'
import { keepUnitsWithNumbers, membersLabel, paragraphsOf } from '~/lib/text-format'
import { Callout, NotMedicalAdvice } from '~/components/health/Callout'
import { type GuideLink, GuideIndex, GuidePager } from '~/components/health/GuideNavigation'

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="mt-4 space-y-4 text-lg leading-8 text-slate-800">
      {paragraphsOf(keepUnitsWithNumbers(text)).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

export function WeekSections({ page }: { page: WeekView }) {
  return (
    <>
      <section
        aria-labelledby="size-heading"
        className="flex items-start gap-4 rounded-3xl bg-pink-50 p-5 sm:p-6"
        data-testid="baby-size"
      >
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-pink-700 shadow-sm">
          <Icon shape={heart} className="h-6 w-6" />
        </span>
        <div>
          <h2 id="size-heading" className="text-sm font-bold uppercase tracking-wide text-pink-800">
            {m.pregnancy_week_size()}
          </h2>
          <p className="mt-1 text-xl font-semibold leading-8 text-slate-900">
            {keepUnitsWithNumbers(page.babySize)}
          </p>
        </div>
      </section>

      <section aria-labelledby="baby-heading" className="mt-10" data-testid="week-baby">
        <h2 id="baby-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {m.pregnancy_week_baby_heading()}
        </h2>
        <Paragraphs text={page.baby} />
      </section>

      <section aria-labelledby="body-heading" className="mt-10" data-testid="week-body">
        <h2 id="body-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {m.pregnancy_week_body_heading()}
        </h2>
        <Paragraphs text={page.body} />
      </section>

      <Callout tone="tip" heading={m.pregnancy_week_tip_heading()} testId="week-tip">
        <p className="mt-2 leading-7 text-slate-800">{page.tip}</p>
      </Callout>

      <Callout tone="call" heading={m.pregnancy_week_call_heading()} testId="week-call" margin="mt-6">
        <p className="mt-2 leading-7 text-slate-800">{page.callProfessional}</p>
      </Callout>

      <NotMedicalAdvice />
    </>
  )
}

const weekLink: GuideLink = (week, props) => (
  <Link to="/pregnancy/week-{$week}" params={{ week: String(week) }} {...props} />
)

export function WeekPager({ page }: { page: WeekView }) {
  return (
    <GuidePager
      label={m.pregnancy_week_pager_label()}
      previous={page.previous && { number: page.previous.week, title: page.previous.title }}
      next={page.next && { number: page.next.week, title: page.next.title }}
      words={{ previous: m.pregnancy_week_previous(), next: m.pregnancy_week_next() }}
      testIds={{ previous: 'previous-week', next: 'next-week' }}
      link={weekLink}
    />
  )
}

const allWeeks = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, index) => FIRST_WEEK + index)

export function WeekAside({ page }: { page: WeekView }) {
  return (
    <aside aria-labelledby="group-heading" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="week-group">
        <h2 id="group-heading" className="text-lg font-bold text-slate-900">
          {m.pregnancy_week_group_heading()}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700">
          {m.pregnancy_week_group_text({ group: page.group.name })}
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Icon shape={users} className="h-4 w-4 text-violet-700" />
          {membersLabel(page.group.members)}
        </p>
        <Link
          to="/community"
          hash={`group-${page.group.slug}`}
          className="mt-3 flex min-h-11 items-center gap-1.5 font-semibold text-violet-800 underline-offset-4 hover:underline"
          data-testid="group-link"
        >
          {m.pregnancy_week_group_link({ group: page.group.name })}
          <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
        </Link>
      </div>
      <GuideIndex
        id="all-weeks-heading"
        heading={m.pregnancy_week_all_weeks()}
        numbers={allWeeks}
        current={page.week}
        labelOf={(week) => m.pregnancy_week_label({ week: String(week) })}
        gridClassName="grid-cols-8 lg:grid-cols-5"
        link={weekLink}
      />
    </aside>
  )
}
