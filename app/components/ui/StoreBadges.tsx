// App Store and Google Play badges: one list of the two store links, in two looks, each in its
// own module so a page loads only the look it draws. `DrawnStoreBadges` (home): one SVG each,
// drawn to the stores' published shapes. `TextStoreBadges` (community, tools): the store's mark
// beside two lines of text. No image download either way.
import type { ReactNode } from 'react'
import { useSiteConfig } from '~/lib/use-site'

type Store = 'app-store' | 'google-play'

/** A look: the list's and links' classes, and each store's accessible name and badge. */
export type StoreLook = {
  list: string
  link: string
  stores: Record<Store, { label: () => string; art: () => ReactNode }>
}

/** Both store links, with their badges. */
export function StoreBadges({ look, className = '' }: { look: StoreLook; className?: string }) {
  const config = useSiteConfig()
  const stores = [
    { store: 'app-store', href: config.appStoreUrl },
    { store: 'google-play', href: config.playStoreUrl },
  ] as const
  return (
    <ul className={`${look.list} ${className}`} data-testid="store-badges">
      {stores.map(({ store, href }) => (
        <li key={store}>
          <a
            href={href}
            className={look.link}
            aria-label={look.stores[store].label()}
            rel="noopener noreferrer"
            target="_blank"
            data-store={store}
          >
            {look.stores[store].art()}
          </a>
        </li>
      ))}
    </ul>
  )
}
