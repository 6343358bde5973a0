// The frame both calculators share: heading, the calculator, how it is calculated, the notes
// every estimate needs, and the call to get the app. Imported only by the two tool routes.
import type { ReactNode } from 'react'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { TextStoreBadges } from '~/components/ui/TextStoreBadges'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'

export function ToolPage({
  title,
  intro,
  how,
  appTitle,
  appText = m.tools_app_text,
  children,
}: {
  title: string
  intro: string
  how: string[]
  appTitle: (siteName: string) => string
  /** What the app offers this tool's visitor (by default, to someone pregnant). */
  appText?: () => string
  children: ReactNode
}) {
  const siteName = useSiteName()
  return (
    <GetAppProvider>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 lg:pt-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-8 sm:px-6">
        {children}
        <p className="flex gap-2 rounded-2xl bg-emerald-50 p-4 text-emerald-900" data-testid="privacy-note">
          {m.tools_privacy_note()}
        </p>
        <section aria-labelledby="how-heading" className="max-w-3xl">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            {m.tools_how_title()}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-800">
            {how.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="mt-6 space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 leading-7 text-amber-950">
            <p>{m.tools_estimate_note()}</p>
            <p>{m.tools_advice_note()}</p>
          </div>
        </section>
        <section
          aria-labelledby="app-heading"
          className="rounded-3xl bg-gradient-to-br from-violet-700 to-violet-900 px-6 py-10 text-center text-white"
          data-testid="tool-get-app"
        >
          <h2 id="app-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {appTitle(siteName)}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-violet-100">{appText()}</p>
          <div className="mt-6 flex flex-col items-center gap-5">
            <TextStoreBadges className="justify-center" />
            {/* Wide screens: the dialog with the QR code, as on the community pages. */}
            <GetAppButton className="hidden min-h-11 items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white md:inline-flex">
              {m.community_dialog_title({ siteName })}
            </GetAppButton>
          </div>
        </section>
      </div>
    </GetAppProvider>
  )
}
