import { Link, createFileRoute } from '@tanstack/react-router'
import { Hydrate, createIsomorphicFn } from '@tanstack/react-start'
import { load } from '@tanstack/react-start/hydration'
import { memo } from 'react'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { DataRevocationForm } from '~/components/forms/DataRevocationForm'
import { withLinks } from '~/components/forms/with-links'
import { Icon, lightStroke } from '~/components/ui/Icon'
import { chat } from '~/components/ui/icons/chat'
import { check } from '~/components/ui/icons/check'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import {
  type RevocationPageStatus,
  TOKEN_MAX_LENGTH,
  revocationStatuses,
} from '@core/schemas/revocation-status'
import { appErrorMessage } from '@core/errors'
import { currentLocale } from '@core/i18n/current-locale'
import * as m from '@core/paraglide/messages'
import { primaryButton } from '~/components/ui/buttons'
import { Steps } from '~/components/ui/Steps'
import { PageHeading } from '~/components/layout/PageHeading'
import { useFirstLoad } from '~/lib/first-load'
import { onIntent } from '~/lib/hydrate-on-intent'

interface Search {
  /** The outcome after the confirmation button, or after the form sent without JavaScript. */
  status?: RevocationPageStatus
  /** The e-mailed link's token: the page shows a button that confirms (by POST). */
  token?: string
}

/** ?token= from the e-mailed link, ?status= after its button; anything else is ignored. */
function validateSearch(input: Record<string, unknown>): Search {
  // Every key set, undefined included: the router keeps a raw value (`?status=1` parses to a
  // number) under a key the validated search leaves out, and the card then had no status to show.
  return {
    status: revocationStatuses.includes(input.status as RevocationPageStatus)
      ? (input.status as RevocationPageStatus)
      : undefined,
    // An over-long token is no token of ours: cut, it stays unknown.
    token: typeof input.token === 'string' ? input.token.slice(0, TOKEN_MAX_LENGTH) : undefined,
  }
}

/**
 * The deletion flow is never stored by a cache (decision 031), and the link's page says what
 * its token stands for now. A dead link is an HTTP error too: 410 once expired, 404 when it
 * never existed.
 */
const answerFor = createIsomorphicFn()
  .server((state: string | undefined) => {
    setResponseHeader('cache-control', 'private, no-store')
    if (state === 'expired') setResponseStatus(410)
    if (state === 'unknown') setResponseStatus(404)
  })
  .client((_state: string | undefined) => {})

export const Route = createFileRoute('/data-revocation')({
  validateSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    // The head's words come with the loader's chunk, not with the route tree every page loads.
    const seo = (await import('~/components/forms/revocation-head')).revocationSeo(context)
    if (deps.token === undefined) {
      answerFor(undefined)
      return { tokenState: undefined, seo: await seo }
    }
    // Asked every time: a link's state changes when it is used (no fresh time, nothing held).
    const { state } = await context.fetchOnce(
      context.trpc.revocations.tokenState.queryOptions({ token: deps.token }),
    )
    answerFor(state)
    return { tokenState: state, seo: await seo }
  },
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const siteName = useSiteName()
  const { status, token } = Route.useSearch()
  const { tokenState } = Route.useLoaderData()
  const steps = [
    { title: m.forms_revocation_step_send_title(), text: m.forms_revocation_step_send_text() },
    { title: m.forms_revocation_step_confirm_title(), text: m.forms_revocation_step_confirm_text() },
    { title: m.forms_revocation_step_done_title(), text: m.forms_revocation_step_done_text() },
  ]
  // After a confirmation link or a sent form, the outcome replaces the form (a bad link or a
  // refused form keeps it, to start again).
  const card = tokenState ?? status
  const showForm = card !== 'confirmed' && card !== 'used' && card !== 'pending' && card !== 'requested'
  return (
    <>
      <PageHeading title={m.page_data_revocation_heading()}>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-600">
          {m.forms_revocation_lead({ siteName })}
        </p>
        {/* The outcome of the e-mailed link comes first: on a phone it must not hide below the fold. */}
        {card ? (
          <div className="mt-8 max-w-3xl">
            {card === 'pending' ? (
              <ConfirmCard token={token ?? ''} />
            ) : (
              <StatusCard status={card === 'unknown' ? 'invalid' : card} />
            )}
          </div>
        ) : null}
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <h2 className="text-xl font-bold text-slate-900">{m.forms_revocation_how_title()}</h2>
          <Steps steps={steps} tone="light" className="mt-6" />
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
                <DeferredForm />
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </>
  )
}

// The form kit (TanStack Form, zod, the fields: 24.6 kB gzip, measured) was most of this page's
// first load: it stays server HTML until a visitor reaches for the form (lib/hydrate-on-intent).
// memo: the page's re-renders must not reach a boundary that has not hydrated (React would
// replace it).
const DeferredForm = memo(function DeferredForm() {
  const firstLoad = useFirstLoad()
  return (
    <Hydrate when={firstLoad ? onIntent() : load()}>
      <DataRevocationForm />
    </Hydrate>
  )
})

/**
 * The e-mailed link's page: opening it changes nothing, the button confirms. A plain form POST,
 * so it works before hydration and without JavaScript; the answer is a redirect to the outcome.
 */
function ConfirmCard({ token }: { token: string }) {
  return (
    <section
      aria-labelledby="revocation-confirm-title"
      data-testid="revocation-confirm"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-violet-200"
    >
      <h2 id="revocation-confirm-title" className="text-xl font-bold text-slate-900">
        {m.forms_revocation_pending_title()}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{m.forms_revocation_pending_text()}</p>
      <form method="post" action="/api/revocations/confirm" className="mt-5">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={currentLocale()} />
        <button type="submit" className={primaryButton}>
          {m.forms_revocation_pending_button()}
        </button>
      </form>
      <p className="mt-4 text-sm leading-6 text-slate-600">{m.forms_revocation_pending_ignore()}</p>
    </section>
  )
}

function StatusCard({ status }: { status: RevocationPageStatus | 'expired' }) {
  const done = 'bg-emerald-50 ring-emerald-200 text-emerald-950'
  const warn = 'bg-amber-50 ring-amber-200 text-amber-950'
  const notSent = (text: string) => ({ title: m.forms_failure_title(), text, tone: warn, icon: chat })
  const content = {
    confirmed: {
      title: m.forms_revocation_status_confirmed_title(),
      text: m.forms_revocation_status_confirmed_text(),
      tone: done,
      icon: check,
    },
    used: {
      title: m.forms_revocation_status_used_title(),
      text: m.forms_revocation_status_used_text(),
      tone: 'bg-sky-50 ring-sky-200 text-sky-950',
      icon: check,
    },
    expired: {
      title: m.forms_revocation_status_expired_title(),
      text: m.forms_revocation_status_expired_text(),
      tone: warn,
      icon: chat,
    },
    invalid: {
      title: m.forms_revocation_status_invalid_title(),
      text: m.forms_revocation_status_invalid_text(),
      tone: warn,
      icon: chat,
    },
    // The form, sent without JavaScript (server/forms/revocation-form-post.ts).
    requested: {
      title: m.forms_revocation_success_title(),
      text: `${m.forms_revocation_success_text()} ${m.forms_revocation_success_hint()}`,
      tone: done,
      icon: check,
    },
    incomplete: notSent(m.forms_revocation_incomplete_text()),
    'rate-limited': notSent(appErrorMessage('RATE_LIMITED')),
    'bot-check': notSent(appErrorMessage('BOT_CHECK_FAILED')),
    unavailable: notSent(appErrorMessage('UNAVAILABLE')),
  }[status]
  return (
    <div
      role="status"
      data-testid={`revocation-status-${status}`}
      className={`flex gap-4 rounded-2xl p-5 ring-1 ${content.tone}`}
    >
      <Icon shape={content.icon} className="mt-0.5 h-6 w-6 shrink-0" strokeWidth={lightStroke} />
      <div>
        <h2 className="font-bold">{content.title}</h2>
        <p className="mt-1 leading-7">{content.text}</p>
      </div>
    </div>
  )
}
