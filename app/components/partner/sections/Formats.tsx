import * as m from '@core/paraglide/messages'
import { Icon, lightStroke } from '~/components/ui/Icon'
import { check } from '~/components/ui/icons/check'
import { FormatIllustration } from '~/components/partner/Illustrations'
import { Section } from './Section'
import { Steps } from '~/components/ui/Steps'

export function Formats() {
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

export function StandardsAndProcess() {
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
          <Steps steps={steps} tone="dark" className="mt-8" />
        </div>
        <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <h2 className="text-2xl font-bold">{m.partner_standards_title()}</h2>
          <ul className="mt-6 space-y-4">
            {standards.map((text) => (
              <li key={text} className="flex gap-3 leading-7 text-slate-200">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
                  <Icon shape={check} className="h-4 w-4" strokeWidth={lightStroke} />
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
