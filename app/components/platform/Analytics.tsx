import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  clearAnalyticsCookies,
  loadTagManager,
  pushPageView,
  setConsentDefaults,
  tagManagerLoaded,
  templatePath,
  updateConsent,
} from '~/lib/analytics'
import { useConsent } from '~/lib/consent'
import { useSiteConfig } from '~/lib/use-site'
import { currentLocale } from '@core/i18n/current-locale'

type AppRouter = ReturnType<typeof useRouter>

// Module state (browser only): survives the layout remounting between a page, a 404 and an
// error screen, and React's StrictMode running effects twice.
let lastView: { key: string; path: string; hash: string } | undefined
let consentSignal: 'granted' | 'denied' | undefined

/** One page view per navigation: a hash-only change is not a new page. */
function trackCurrentPage(router: AppRouter, eventName: string) {
  const location = router.state.resolvedLocation
  if (!location) return
  const key = String((location.state as { __TSR_key?: string }).__TSR_key ?? location.href)
  if (lastView?.key === key) return
  const path = location.pathname + location.searchStr
  const hashOnly = lastView !== undefined && lastView.path === path && lastView.hash !== location.hash
  lastView = { key, path, hash: location.hash }
  if (hashOnly) return
  pushPageView(eventName, { page_path: templatePath(router.state.matches), locale: currentLocale() })
}

/** Consent Mode, the tag manager (after consent only) and the page-view events. */
export function Analytics() {
  const router = useRouter()
  const config = useSiteConfig()
  const consent = useConsent()

  useEffect(() => {
    setConsentDefaults()
    if (consent === 'unset') return
    if (consent === 'denied') {
      if (consentSignal === 'granted') {
        updateConsent(false)
        clearAnalyticsCookies()
      }
      consentSignal = 'denied'
      return
    }
    if (consentSignal !== 'granted') updateConsent(true)
    consentSignal = 'granted'
    if (!tagManagerLoaded()) loadTagManager(config.gtmId)
    const track = () => trackCurrentPage(router, config.gtmPageViewEvent)
    track()
    return router.subscribe('onResolved', track)
  }, [consent, router, config.gtmId, config.gtmPageViewEvent])

  return null
}
