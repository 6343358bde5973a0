// Share a page: the browser's own share sheet where it has one (Web Share API), else "Copy link"
// and a WhatsApp link. No third-party script. The WhatsApp link is a plain link, so it works
// before hydration; the server renders the fallback and the browser swaps in its share sheet.
import { useEffect, useState } from 'react'
import type { Locale } from '@core/i18n/locales'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'
import { useSiteConfig } from '~/lib/use-site'

const button =
  'inline-flex min-h-11 items-center rounded-full border border-violet-200 bg-white px-4 py-2 text-sm font-semibold text-violet-800 hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700'

/** `path`: the page's canonical (English) path; `locale`: the locale of the URL to share. */
export function ShareControl({ title, path, locale }: { title: string; path: string; locale: Locale }) {
  const url = `${useSiteConfig().siteUrl}${localizedHref(path, locale)}`
  const [native, setNative] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setNative(typeof navigator.share === 'function'), [])

  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    )

  return (
    <fieldset className="flex flex-wrap gap-2" data-testid="share">
      <legend className="sr-only">{m.tools_share_title()}</legend>
      {native ? (
        <button
          type="button"
          className={button}
          onClick={() => navigator.share({ title, url }).catch(() => undefined)}
          data-testid="share-native"
        >
          {m.tools_share_title()}
        </button>
      ) : (
        <>
          <button type="button" className={button} onClick={copy} data-testid="share-copy">
            {m.tools_share_copy()}
          </button>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m.tools_share_whatsapp_label()}
            className={button}
            data-testid="share-whatsapp"
          >
            WhatsApp
          </a>
        </>
      )}
      <span role="status" className="self-center text-sm text-slate-600">
        {copied ? m.tools_share_copied() : ''}
      </span>
    </fieldset>
  )
}
