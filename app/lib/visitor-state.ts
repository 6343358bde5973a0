// What differs per visitor, decided in the browser before first paint: every page is the same
// bytes for everyone (a shared cache serves one copy, decision 031), and this script, first in
// <head>, reads the visitor's own cookies and marks <html> for CSS: `data-consent` (the banner
// stays hidden for a visitor who has chosen, or whose browser sends Global Privacy Control:
// `data-gpc`, decision 036) and `data-region` (the region's contacts). On the
// bare root it also sends a visitor who chose Spanish or Portuguese to their home page, as the
// server does (a cache in front may answer `/` without asking the server).
// A plain string the server writes as it is (its hash goes into the page's CSP); the browser
// bundle never carries it (ScriptOnce renders nothing there).
import { createIsomorphicFn } from '@tanstack/react-start'
import { CONSENT_COOKIE } from '@core/http/consent-cookie'
import { REGION_COOKIE, regionIds } from '@core/facts/site'
import { LOCALE_COOKIE, baseLocale, locales } from '@core/i18n/locales'

export const visitorStateScript = createIsomorphicFn()
  .server(() => {
    const otherLocales = locales.filter((locale) => locale !== baseLocale)
    return (
      '(function(h,c,regions,prefixed){var v={};c.split(";").forEach(function(e){var i=e.indexOf("=");' +
      'if(i>0){var n=e.slice(0,i).trim();if(v[n]===undefined)v[n]=e.slice(i+1).trim()}});' +
      `var x=v[${JSON.stringify(CONSENT_COOKIE)}];if(x==="granted"||x==="denied")h.setAttribute("data-consent",x);` +
      'if(navigator.globalPrivacyControl===true){h.setAttribute("data-consent","denied");h.setAttribute("data-gpc","")}' +
      `x=v[${JSON.stringify(REGION_COOKIE)}];if(regions.indexOf(x)>=0)h.setAttribute("data-region",x);` +
      `x=v[${JSON.stringify(LOCALE_COOKIE)}];if(location.pathname==="/"&&prefixed.indexOf(x)>=0)location.replace("/"+x+location.search)` +
      `})(document.documentElement,document.cookie,${JSON.stringify(regionIds)},${JSON.stringify(otherLocales)})`
    )
  })
  .client(() => '')
