// App Store and Google Play badges: one list of the two store links, in two looks. `drawn` (home):
// one SVG each, drawn to the stores' published shapes. `text` (community): the store's mark beside
// two lines of text. No image download either way.
import { useSiteConfig } from '../../lib/use-site'
import * as m from '@core/paraglide/messages'

function AppStoreBadge({ className = 'h-11 w-auto sm:h-12' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 44" className={className}>
      <rect x="0.5" y="0.5" width="159" height="43" rx="9" fill="#000" stroke="#a6a6a6" />
      <path
        transform="translate(10 8) scale(1.15)"
        fill="#fff"
        d="M18.71 19.5c-.83 1.24-1.71 2.45-3.05 2.47-1.34.03-1.77-.79-3.29-.79-1.53 0-2 .77-3.27.82-1.31.05-2.3-1.32-3.14-2.53C4.25 17 2.94 12.45 4.7 9.39c.87-1.52 2.43-2.48 4.12-2.51 1.28-.02 2.5.87 3.29.87.78 0 2.26-1.07 3.81-.91.65.03 2.47.26 3.64 1.98-.09.06-2.17 1.28-2.15 3.81.03 3.02 2.65 4.03 2.68 4.04-.03.07-.42 1.44-1.38 2.83M13 3.5c.73-.83 1.94-1.46 2.94-1.5.13 1.17-.34 2.35-1.04 3.19-.69.85-1.83 1.51-2.95 1.42-.15-1.15.41-2.35 1.05-3.11z"
      />
      <text x="43" y="17" fill="#fff" fontFamily="system-ui, -apple-system, sans-serif" fontSize="9.5">
        {m.home_badge_app_store_small()}{' '}
      </text>
      <text
        x="42"
        y="34"
        fill="#fff"
        fontFamily="system-ui, -apple-system, sans-serif"
        fontSize="18"
        fontWeight="600"
        letterSpacing="-0.3"
      >
        App Store
      </text>
    </svg>
  )
}

function GooglePlayBadge({ className = 'h-11 w-auto sm:h-12' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 44" className={className}>
      <rect x="0.5" y="0.5" width="159" height="43" rx="9" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(11 10)">
        <path d="M1 0.6 12.6 12 1 23.4c-.5-.3-.8-.9-.8-1.6V2.2c0-.7.3-1.3.8-1.6Z" fill="#00a0ff" />
        <path d="M1 0.6c.5-.3 1.2-.3 1.9.1L16.6 8.5 12.6 12Z" fill="#00d36f" />
        <path d="M16.6 8.5l4 2.3c1.2.7 1.2 1.8 0 2.5l-4 2.3L12.6 12Z" fill="#ffce00" />
        <path d="M12.6 12l4 3.6L2.9 23.3c-.7.4-1.4.4-1.9.1Z" fill="#ff3a44" />
      </g>
      <text
        x="42"
        y="17"
        fill="#fff"
        fontFamily="system-ui, -apple-system, sans-serif"
        fontSize="8.5"
        letterSpacing="0.6"
      >
        {m.home_badge_google_play_small()}{' '}
      </text>
      <text
        x="41"
        y="34"
        fill="#fff"
        fontFamily="system-ui, -apple-system, sans-serif"
        fontSize="18"
        fontWeight="500"
        letterSpacing="-0.2"
      >
        Google Play
      </text>
    </svg>
  )
}

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

function TextBadge({ mark, small, name }: { mark: React.ReactNode; small: React.ReactNode; name: string }) {
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

// The space after the small line keeps the visible text ("Download on the App Store") a part of
// the link's accessible name, for speech input.
const looks = {
  drawn: {
    list: 'flex flex-wrap items-center gap-3',
    link: 'inline-flex rounded-[10px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 transition hover:-translate-y-0.5 hover:shadow-lg',
    'app-store': { label: () => m.home_badge_app_store_label(), art: () => <AppStoreBadge /> },
    'google-play': { label: () => m.home_badge_google_play_label(), art: () => <GooglePlayBadge /> },
  },
  text: {
    list: 'flex flex-wrap gap-3',
    link: 'inline-flex min-h-12 min-w-40 items-center gap-2.5 rounded-xl bg-black px-3.5 py-1.5 text-white ring-1 ring-slate-700 transition hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
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

/** Both store links, with their badges. */
export function StoreBadges({
  look = 'drawn',
  className = '',
}: {
  look?: keyof typeof looks
  className?: string
}) {
  const config = useSiteConfig()
  const style = looks[look]
  const stores = [
    { store: 'app-store', href: config.appStoreUrl },
    { store: 'google-play', href: config.playStoreUrl },
  ] as const
  return (
    <ul className={`${style.list} ${className}`} data-testid="store-badges">
      {stores.map(({ store, href }) => (
        <li key={store}>
          <a
            href={href}
            className={style.link}
            aria-label={style[store].label()}
            rel="noopener noreferrer"
            target="_blank"
            data-store={store}
          >
            {style[store].art()}
          </a>
        </li>
      ))}
    </ul>
  )
}
