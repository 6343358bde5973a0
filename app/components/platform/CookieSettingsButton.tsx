import { currentConsent, openConsentSettings, privacySignalOn } from '~/lib/consent'
import * as m from '@core/paraglide/messages'
import { rememberConsentOpener } from './ConsentBanner'

/** Reopens the consent banner (footer link). A button: it changes something on this page. */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      data-testid="cookie-settings"
      className={`cursor-pointer text-start ${className}`}
      onClick={(event) => {
        rememberConsentOpener(event.currentTarget)
        const choice = currentConsent()
        openConsentSettings(
          privacySignalOn()
            ? m.platform_consent_gpc()
            : choice === 'granted'
              ? m.platform_consent_current_granted()
              : choice === 'denied'
                ? m.platform_consent_current_denied()
                : '',
        )
      }}
    >
      {m.platform_cookie_settings()}
    </button>
  )
}
