import { Link, createFileRoute } from '@tanstack/react-router'
import { DataRevocationForm } from '../components/forms/DataRevocationForm'
import { withLinks } from '../components/forms/fields'
import { Icon } from '../components/partner/icons'
import { pageHead, siteNameOf } from '../lib/seo'
import { useSiteName } from '../lib/use-site'
import { type RevocationStatus, revocationStatuses } from '../schemas/revocation-status'
import * as m from '../paraglide/messages'

/** ?status= after the e-mailed confirmation link; anything else is ignored. */
function validateSearch(input: Record<string, unknown>): { status?: RevocationStatus } {
  const status = input.status
  return revocationStatuses.includes(status as RevocationStatus) ? { status: status as RevocationStatus } : {}
}

export const Route = createFileRoute('/data-revocation')({
  validateSearch,
  head: ({ matches }) =>
    pageHead(matches, {
      title: m.page_data_revocation_title(),
      description: m.forms_revocation_meta_description({ siteName: siteNameOf(matches) }),
    }),
  component: Page,
})

function Page() {
  const siteName = useSiteName()
  const { status } = Route.useSearch()
  const steps = [
    { title: m.forms_revocation_step_send_title(), text: m.forms_revocation_step_send_text() },
    { title: m.forms_revocation_step_confirm_title(), text: m.forms_revocation_step_confirm_text() },
    { title: m.forms_revocation_step_done_title(), text: m.forms_revocation_step_done_text() },
  ]
  // After a confirmation link, the outcome replaces the form (a bad link keeps it, to start again).
  const showForm = status !== 'confirmed' && status !== 'used'
  return (
    <>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {m.page_data_revocation_heading()}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-600">
            {m.forms_revocation_lead({ siteName })}
          </p>
          {/* The outcome of the e-mailed link comes first: on a phone it must not hide below the fold. */}
          {status ? (
            <div className="mt-8 max-w-3xl">
              <StatusCard status={status} />
            </div>
          ) : null}
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <h2 className="text-xl font-bold text-slate-900">{m.forms_revocation_how_title()}</h2>
          <ol className="mt-6 space-y-6">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-violet-100 font-bold text-violet-800"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
            <h3 className="font-semibold text-amber-950">{m.forms_revocation_permanent_title()}</h3>
            <p className="mt-1 text-sm leading-6 text-amber-950">{m.forms_revocation_permanent_text()}</p>
          </div>
          <p className="mt-6 text-sm leading-6 text-slate-600">
            {withLinks((p) => m.forms_revocation_questions({ policy: p.policy! }), {
              policy: (
                <Link
                  to="/privacy-policy"
                  className="font-medium text-violet-700 underline underline-offset-2"
                >
                  {m.forms_privacy_policy()}
                </Link>
              ),
            })}
          </p>
        </div>
        <div className="lg:col-span-3">
          {showForm ? (
            <section
              aria-labelledby="revocation-form-title"
              className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <h2 id="revocation-form-title" className="text-xl font-bold text-slate-900">
                {m.forms_revocation_form_title()}
              </h2>
              <div className="mt-5">
                <DataRevocationForm />
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </>
  )
}

function StatusCard({ status }: { status: RevocationStatus }) {
  const content = {
    confirmed: {
      title: m.forms_revocation_status_confirmed_title(),
      text: m.forms_revocation_status_confirmed_text(),
      tone: 'bg-emerald-50 ring-emerald-200 text-emerald-950',
      icon: 'check' as const,
    },
    used: {
      title: m.forms_revocation_status_used_title(),
      text: m.forms_revocation_status_used_text(),
      tone: 'bg-sky-50 ring-sky-200 text-sky-950',
      icon: 'check' as const,
    },
    invalid: {
      title: m.forms_revocation_status_invalid_title(),
      text: m.forms_revocation_status_invalid_text(),
      tone: 'bg-amber-50 ring-amber-200 text-amber-950',
      icon: 'chat' as const,
    },
  }[status]
  return (
    <div
      role="status"
      data-testid={`revocation-status-${status}`}
      className={`flex gap-4 rounded-2xl p-5 ring-1 ${content.tone}`}
    >
      <Icon name={content.icon} className="mt-0.5 h-6 w-6 shrink-0" />
      <div>
        <h2 className="font-bold">{content.title}</h2>
        <p className="mt-1 leading-7">{content.text}</p>
      </div>
    </div>
  )
}
