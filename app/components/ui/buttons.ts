// The one set of button looks (Tailwind classes): the partner page, the forms and the community
// pages (the compact pair: 44 px targets and a thicker focus ring).
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed aria-disabled:cursor-progress aria-disabled:opacity-80'
const compact =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600'

export const primaryButton = `${base} bg-violet-700 text-white shadow-sm hover:bg-violet-800 focus-visible:outline-violet-700`
export const secondaryButton = `${base} border border-violet-200 bg-white text-violet-800 hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-violet-700`
export const lightButton = `${base} bg-white text-violet-800 shadow-sm hover:bg-violet-50 focus-visible:outline-white`
export const ghostOnDarkButton = `${base} border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white`
export const primaryCompactButton = `${compact} bg-violet-700 text-white shadow-sm hover:bg-violet-800`
/** Without the shadow: a page's one way on (the error page, an empty search). */
export const primaryFlatButton = `${compact} bg-violet-700 text-white hover:bg-violet-800`
/** Beside a search field, as tall as the field. */
export const searchButton =
  'inline-flex min-h-11 items-center rounded-full bg-violet-700 px-5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600'
/** The cookie banner's two answers, alike: refusing is as easy as accepting. */
export const consentButton =
  'inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-full bg-violet-700 px-2 py-2.5 sm:px-3 text-center text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700'
export const secondaryCompactButton = `${compact} border border-violet-200 bg-white text-violet-800 hover:border-violet-300 hover:bg-violet-50`
