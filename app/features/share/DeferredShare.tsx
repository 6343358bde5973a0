// The share control with its code off the first load: the server renders it, and the browser
// hydrates it (loading its code) when it comes near the viewport. The WhatsApp link works
// before; a click on "Copy link" before is replayed (useDeferredMarker). memo: a parent's
// re-render must not reach the boundary before it hydrates (decision 022).
import { Hydrate } from '@tanstack/react-start'
import { load, visible } from '@tanstack/react-start/hydration'
import { memo } from 'react'
import type { Locale } from '@core/i18n/locales'
import { useDeferredMarker } from '~/lib/deferred-marker'
import { useFirstLoad } from '~/lib/first-load'
import { ShareControl } from './ShareControl'

export const DeferredShare = memo(function DeferredShare(props: {
  title: string
  path: string
  locale: Locale
}) {
  const firstLoad = useFirstLoad()
  const deferred = useDeferredMarker()
  return (
    <div {...deferred.marker}>
      <Hydrate when={firstLoad ? visible() : load()} onHydrated={deferred.onHydrated}>
        <ShareControl title={props.title} path={props.path} locale={props.locale} />
      </Hydrate>
    </div>
  )
})
