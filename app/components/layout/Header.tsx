import { Link, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import * as m from '@core/paraglide/messages'
import { displayNames } from '@core/i18n/locales'
import { currentLocale } from '@core/i18n/current-locale'
import { GlobeIcon, LanguageLinks, LanguageSwitcher } from './LanguageSwitcher'
import { LogoMark } from './Logo'
import { lockScroll } from '~/lib/scroll-lock'
import { useCloseOnEscape } from '~/lib/use-escape'
import { useSiteConfig } from '~/lib/use-site'

// The header's links fit from 1280 px (seven of them in Spanish); below, the burger.
const WIDE = '(min-width: 1280px)'

export function Header() {
  const config = useSiteConfig()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const burgerRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // Lock page scroll while the menu is open; close it on Escape and when the window widens.
  useCloseOnEscape(menuOpen, () => setMenuOpen(false), burgerRef)
  useEffect(() => {
    if (!menuOpen) return
    const unlock = lockScroll()
    const wide = window.matchMedia(WIDE)
    const onWide = () => wide.matches && setMenuOpen(false)
    wide.addEventListener('change', onWide)
    return () => {
      unlock()
      wide.removeEventListener('change', onWide)
    }
  }, [menuOpen])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setMenuOpen(false), [pathname])

  const close = () => setMenuOpen(false)
  // `long`: the phone menu has room for the tools' full names; the wide header takes short ones.
  const links = (long: boolean) => (
    <>
      {sections.map(({ to, label, full }) => (
        <li key={to}>
          <Link to={to} onClick={close} activeOptions={{ exact: to === '/' }} className="nav-link">
            {(long ? full : label)()}
          </Link>
        </li>
      ))}
      <li>
        <a
          href={config.careersUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className="nav-link"
        >
          {m.nav_careers()}
          <span className="sr-only"> {m.nav_opens_new_tab()}</span>
        </a>
      </li>
      <li>
        <Link to="/partner-with-us" onClick={close} className="nav-link">
          {m.nav_partner()}
        </Link>
      </li>
    </>
  )

  // The header is opaque: page text scrolling under a translucent one showed through behind the
  // logo (visitor review p1), and a backdrop blur is work for a cheap phone on every scrolled
  // frame. The panel is the header's sibling, not its child: a filter on the header would make it
  // the containing block of fixed descendants and squeeze the panel into the header's 64 px.
  // z-50: above the consent banner and floating tab;
  // the header is above the panel (z-60) so the language list it drops opens over the menu.
  return (
    <>
      <header className="sticky top-0 z-60 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2 rounded-lg"
            aria-label={m.logo_label({ siteName: config.siteName })}
          >
            <LogoMark />
            <span className="text-xl font-extrabold tracking-tight text-slate-900">{config.siteName}</span>
          </Link>
          <nav aria-label={m.nav_main_label()} className="hidden xl:block">
            <ul className="flex items-center [&_.nav-link]:px-3">{links(false)}</ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <button
              ref={burgerRef}
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? m.nav_close_menu() : m.nav_open_menu()}
              data-testid="burger"
              data-needs-js=""
              onClick={() => setMenuOpen((v) => !v)}
            >
              <MenuIcon open={menuOpen} />
            </button>
            {noScriptMenu(links(true))}
          </div>
        </div>
      </header>
      <nav
        id={menuId}
        aria-label={m.nav_menu_label()}
        hidden={!menuOpen}
        data-testid="mobile-menu"
        className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 py-6 xl:hidden"
      >
        <ul className="flex flex-col gap-1 text-lg">{links(true)}</ul>
        <MenuLanguages onChosen={close} />
      </nav>
    </>
  )
}

const sections = [
  { to: '/', label: m.nav_home, full: m.nav_home },
  { to: '/pregnancy', label: m.nav_pregnancy, full: m.pregnancy_nav },
  { to: '/tools/due-date', label: m.nav_due_date, full: m.tools_due_title },
  { to: '/tools/ovulation', label: m.nav_ovulation, full: m.tools_ovulation_title },
  { to: '/community', label: m.nav_community, full: m.nav_community },
] as const

/** The phone menu's own language choice: the header's list would open under the menu's panel. */
function MenuLanguages({ onChosen }: { onChosen?: () => void }) {
  const headingId = useId()
  return (
    <div className="mt-6 border-t border-slate-200 pt-6" data-testid="menu-languages">
      <h2 id={headingId} className="px-4 text-sm font-bold uppercase tracking-wide text-slate-600">
        {m.language_label()}
      </h2>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-col gap-1">
        <LanguageLinks
          onChosen={onChosen}
          className="nav-link w-full justify-between gap-4 aria-[current=true]:font-semibold aria-[current=true]:text-violet-800"
        />
      </ul>
    </div>
  )
}

// Only the server writes the fallback's content: React does not hydrate what is inside a
// <noscript>, so the browser bundle carries an empty one.
const noScriptMenu = createIsomorphicFn()
  .server((links: ReactNode) => <NoScriptMenu links={links} />)
  .client((_links: ReactNode) => <noscript />)

/**
 * Without JavaScript the burger and the language button do nothing (CSS hides them: the
 * `[data-needs-js]` rule in the root's <noscript>): a <details> opens the same links and
 * languages instead. Wide screens show the links in the header, so there it offers the languages.
 */
function NoScriptMenu({ links }: { links: ReactNode }) {
  return (
    <noscript>
      <details className="group" data-testid="nojs-menu">
        <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full text-sm font-semibold text-slate-800 hover:bg-slate-100 xl:border xl:border-slate-300 xl:px-3 [&::-webkit-details-marker]:hidden">
          <span className="xl:hidden">
            <MenuIcon open={false} />
            <span className="sr-only">{m.nav_menu()}</span>
          </span>
          <span className="hidden items-center gap-1 xl:inline-flex">
            <GlobeIcon />
            <span className="sr-only">{m.language_label()}: </span>
            {displayNames[currentLocale()]}
          </span>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-6 shadow-lg xl:inset-x-auto xl:end-6 xl:w-64 xl:rounded-b-xl">
          <nav aria-label={m.nav_menu_label()} className="xl:hidden">
            <ul className="flex flex-col gap-1 text-lg">{links}</ul>
          </nav>
          <MenuLanguages />
        </div>
      </details>
    </noscript>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
