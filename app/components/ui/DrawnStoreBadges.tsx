// The home page's store badges: one SVG each, drawn to the stores' published shapes.
import * as m from '@core/paraglide/messages'
import { StoreBadges, type StoreLook } from './StoreBadges'

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

// The space after the small line keeps the visible text ("Download on the App Store") a part of
// the link's accessible name, for speech input.
const drawn: StoreLook = {
  list: 'flex flex-wrap items-center gap-3',
  link: 'inline-flex rounded-[10px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 transition hover:-translate-y-0.5 hover:shadow-lg',
  stores: {
    'app-store': { label: () => m.home_badge_app_store_label(), art: () => <AppStoreBadge /> },
    'google-play': { label: () => m.home_badge_google_play_label(), art: () => <GooglePlayBadge /> },
  },
}

export function DrawnStoreBadges({ className }: { className?: string }) {
  return <StoreBadges look={drawn} className={className} />
}
