import { useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { displayNames, locales, nativeNames } from '@core/i18n/locales'
import { switchLocale } from '@core/i18n/switch'
import * as m from '@core/paraglide/messages'
import { localizedHref } from '@core/i18n/localized-href'
import { currentLocale } from '@core/i18n/current-locale'
import { useCloseOnEscape } from '~/lib/use-escape'

/** The current page's path with its query and hash, as the other locales' links need it. */
function useCurrentPath(): string {
  const location = useLocation()
  return location.pathname + (location.searchStr ?? '') + (location.hash ? `#${location.hash}` : '')
}

/**
 * The same page in each locale: a plain link (it works without JavaScript too) that, with
 * JavaScript, also remembers the choice and replaces the history entry.
 */
export function LanguageLinks({ className, onChosen }: { className: string; onChosen?: () => void }) {
  const path = useCurrentPath()
  const current = currentLocale()
  return locales.map((locale) => {
    const href = localizedHref(path, locale)
    return (
      <li key={locale}>
        <a
          href={href}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault()
            onChosen?.()
            if (locale !== current) switchLocale(locale, href)
          }}
          className={className}
        >
          <span>{nativeNames[locale]}</span>
          <span className="text-xs text-slate-500">{displayNames[locale]}</span>
        </a>
      </li>
    )
  })
}

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const current = currentLocale()

  useCloseOnEscape(open, () => setOpen(false), buttonRef)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div ref={rootRef} className={`relative ${className}`} data-testid="language-switcher" data-needs-js="">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={m.language_current({ language: nativeNames[current] })}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-violet-500 focus-visible:outline-2 focus-visible:outline-violet-600"
      >
        <GlobeIcon />
        {displayNames[current]}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 z-40 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        <LanguageLinks
          onChosen={() => setOpen(false)}
          className="flex items-center justify-between px-4 py-2.5 text-sm text-slate-800 hover:bg-violet-50 aria-[current=true]:font-semibold aria-[current=true]:text-violet-700"
        />
      </ul>
    </div>
  )
}

export function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  )
}
