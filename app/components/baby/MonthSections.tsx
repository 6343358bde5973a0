// The body of a month page: development, feeding and sleep, the tip, vaccines and check-ups, when
// to call a professional, the pager and the aside (the stage's groups, every month).
import { Link } from '@tanstack/react-router'
import { FIRST_MONTH, LAST_MONTH } from '@core/baby/months'
import type { MonthView } from '@core/baby/views'
import * as m from '@core/paraglide/messages'
import { Blocks } from '~/components/health/Blocks'
import { Callout, NotMedicalAdvice } from '~/components/health/Callout'
import { type GuideLink, GuideIndex, GuidePager } from '~/components/health/GuideNavigation'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { info } from '~/components/ui/icons/info'

function Section({
  id,
  heading,
  text,
  children,
}: {
  id: string
  heading: string
  text: string
  children?: React.ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 first:mt-0" data-testid={`month-${id}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <Blocks text={text} />
      {children}
    </section>
  )
}

export function MonthSections({ page }: { page: MonthView }) {
  return (
    <>
      <Section id="development" heading={m.baby_development_heading()} text={page.sections.development}>
        <p
          className="mt-4 flex gap-2 rounded-2xl bg-slate-50 p-4 leading-7 text-slate-700"
          data-testid="milestones-note"
        >
          <Icon shape={info} className="mt-1 h-4 w-4 shrink-0 text-violet-700" />
          {m.baby_milestones_note()}
        </p>
      </Section>
      <Section id="feeding" heading={m.baby_feeding_heading()} text={page.sections.feedingSleep} />

      <Callout tone="tip" heading={m.baby_tip_heading()} testId="month-tip">
        <Blocks text={page.sections.tip} className="mt-2 space-y-3 leading-7 text-slate-800" />
      </Callout>

      <Section id="checkups" heading={m.baby_checkups_heading()} text={page.sections.checkups} />

      <Callout tone="call" heading={m.baby_call_heading()} testId="month-call">
        <Blocks text={page.sections.callProfessional} className="mt-2 space-y-3 leading-7 text-slate-800" />
      </Callout>

      <NotMedicalAdvice />
    </>
  )
}

const monthLink: GuideLink = (month, props) => (
  <Link to="/baby/month-{$month}" params={{ month: String(month) }} {...props} />
)

export function MonthPager({ page }: { page: MonthView }) {
  return (
    <GuidePager
      label={m.baby_pager_label()}
      previous={page.previous && { number: page.previous.month, title: page.previous.title }}
      next={page.next && { number: page.next.month, title: page.next.title }}
      words={{ previous: m.baby_previous(), next: m.baby_next() }}
      testIds={{ previous: 'previous-month', next: 'next-month' }}
      link={monthLink}
    />
  )
}

const allMonths = Array.from({ length: LAST_MONTH - FIRST_MONTH + 1 }, (_, index) => FIRST_MONTH + index)

export function MonthAside({ page }: { page: MonthView }) {
  return (
    <aside aria-label={m.baby_pager_label()} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      {page.groups.length > 0 && (
        <section
          aria-labelledby="group-heading"
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="month-groups"
        >
          <h2 id="group-heading" className="text-lg font-bold text-slate-900">
            {m.baby_group_heading()}
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-700">{m.baby_group_text()}</p>
          <ul>
            {page.groups.map((group) => (
              <li key={group.slug}>
                <Link
                  to="/community"
                  hash={`group-${group.slug}`}
                  className="mt-3 flex min-h-11 items-center gap-1.5 font-semibold text-violet-800 underline-offset-4 hover:underline"
                  data-testid="group-link"
                >
                  {m.baby_group_link({ group: group.name })}
                  <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GuideIndex
        id="all-months-heading"
        heading={m.baby_all_months()}
        numbers={allMonths}
        current={page.month}
        labelOf={(month) => m.baby_month_label({ month: String(month) })}
        gridClassName="grid-cols-6"
        link={monthLink}
      />
    </aside>
  )
}
