// The community and tool pages' store badges: the store's mark beside two lines of text.
import type { ReactNode } from 'react'
import * as m from '@core/paraglide/messages'
import { StoreBadges, type StoreLook } from './StoreBadges'

function AppleMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-7 w-7 shrink-0"
      fill="currentColor"
    >
      <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
    </svg>
  )
}

function PlayMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-7 w-7 shrink-0">
      <path d="M3.6 1.8 13.9 12 3.6 22.2c-.4-.2-.6-.6-.6-1.1V2.9c0-.5.2-.9.6-1.1z" fill="#32bbff" />
      <path d="M3.6 1.8c.4-.2.9-.2 1.4.1l12.2 6.8-3.3 3.3z" fill="#32d074" />
      <path d="M3.6 22.2 13.9 12l3.3 3.3L5 22.1c-.5.3-1 .3-1.4.1z" fill="#f43249" />
      <path d="m17.2 8.7 3.3 1.8c1.1.6 1.1 2.4 0 3l-3.3 1.8-3.3-3.3z" fill="#ffd500" />
    </svg>
  )
}

function TextBadge({ mark, small, name }: { mark: ReactNode; small: ReactNode; name: string }) {
  return (
    <>
      {mark}
      <span className="flex flex-col text-start leading-none">
        {small}
        <span className="text-xl font-semibold tracking-tight">{name}</span>
      </span>
    </>
  )
}

const text: StoreLook = {
  list: 'flex flex-wrap gap-3',
  link: 'inline-flex min-h-12 min-w-40 items-center gap-2.5 rounded-xl bg-black px-3.5 py-1.5 text-white ring-1 ring-slate-700 transition hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
  stores: {
    'app-store': {
      label: () => `${m.community_store_apple_label()} ${m.nav_opens_new_tab()}`,
      art: () => (
        <TextBadge
          mark={<AppleMark />}
          small={<span className="text-[0.7rem]">{m.community_store_apple_small()}</span>}
          name="App Store"
        />
      ),
    },
    'google-play': {
      label: () => `${m.community_store_google_label()} ${m.nav_opens_new_tab()}`,
      art: () => (
        <TextBadge
          mark={<PlayMark />}
          small={
            <span className="text-[0.65rem] font-medium tracking-wide">
              {m.community_store_google_small()}
            </span>
          }
          name="Google Play"
        />
      ),
    },
  },
}

export function TextStoreBadges({ className }: { className?: string }) {
  return <StoreBadges look={text} className={className} />
}
