// The browser entry: the URLPattern polyfill (Paraglide's localized paths need URLPattern) is
// loaded only by the browsers that lack it, before React hydrates the page.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installClickReplay } from './lib/click-replay'

// Before hydration starts: a click on a deferred part's button is kept until it hydrates.
installClickReplay()

async function hydrate() {
  if (!('URLPattern' in globalThis)) await import('urlpattern-polyfill')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

void hydrate()
