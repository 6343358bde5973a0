// The boxes a health guide page sets apart from its text (the pregnancy weeks, the baby months):
// the tip, when to call a professional, and the line that the page is not medical advice.
import type { ReactNode } from 'react'
import * as m from '@core/paraglide/messages'
import { Icon } from '~/components/ui/Icon'
import { info } from '~/components/ui/icons/info'
import { sparkles } from '~/components/ui/icons/sparkles'
import { stethoscope } from '~/components/ui/icons/stethoscope'

// The call box is calm, not alarming: a cool colour and a stethoscope, set apart by its border.
const tones = {
  tip: {
    box: 'border border-violet-100 bg-violet-50',
    heading: 'text-violet-950',
    icon: sparkles,
    iconColour: 'text-violet-700',
  },
  call: {
    box: 'border border-sky-200 border-s-4 border-s-sky-700 bg-sky-50',
    heading: 'text-sky-950',
    icon: stethoscope,
    iconColour: 'text-sky-800',
  },
} as const

export function Callout({
  tone,
  heading,
  testId,
  margin = 'mt-10',
  children,
}: {
  tone: keyof typeof tones
  heading: string
  testId: string
  margin?: 'mt-10' | 'mt-6'
  children: ReactNode
}) {
  const style = tones[tone]
  return (
    <section
      aria-labelledby={`${tone}-heading`}
      className={`${margin} rounded-3xl ${style.box} p-5 sm:p-6`}
      data-testid={testId}
    >
      <h2 id={`${tone}-heading`} className={`flex items-center gap-2 text-lg font-bold ${style.heading}`}>
        <Icon shape={style.icon} className={`h-5 w-5 ${style.iconColour}`} />
        {heading}
      </h2>
      {children}
    </section>
  )
}

export function NotMedicalAdvice() {
  return (
    <p className="mt-8 flex gap-2 text-sm leading-6 text-slate-600" data-testid="not-medical-advice">
      <Icon shape={info} className="mt-0.5 h-4 w-4 shrink-0" />
      {m.pregnancy_week_not_advice()}
    </p>
  )
}
