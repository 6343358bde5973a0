import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never } from '@tanstack/react-start/hydration'
import { Suspense, lazy, memo, useEffect, useRef, useState } from 'react'
import type { FormHandle } from '~/components/forms/BookCallForm'
import { Audience, Categories } from '~/components/partner/sections/Audience'
import { Closing, FloatingCta } from '~/components/partner/sections/Closing'
import { Formats, StandardsAndProcess } from '~/components/partner/sections/Formats'
import { Hero } from '~/components/partner/sections/Hero'
import { Press } from '~/components/partner/sections/Press'
import { Dialog } from '~/components/ui/Dialog'
import { secondaryButton } from '~/components/ui/buttons'
import { audienceFigures } from '@core/facts/audience'
import { useFirstLoad } from '~/lib/first-load'
import { languageTags } from '@core/i18n/locales'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

export const Route = createFileRoute('/partner-with-us')({
  // The head's words come with the loader's chunk, not with the route tree every page loads.
  loader: async ({ context }) => {
    context.contentKeys('partner')
    return { seo: await (await import('~/components/partner/route-head')).partnerSeo(context) }
  },
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: PartnerPage,
})

type Which = 'book' | 'kit'
const hashes: Record<Which, string> = { book: '#book-a-call', kit: '#media-kit' }

// The forms bring TanStack Form and zod (about 27 kB gzip): they load when a visitor reaches for
// a call to action (pointer, touch or focus) or opens a dialog, not with the page.
const formModules = {
  book: () => import('~/components/forms/BookCallForm'),
  kit: () => import('~/components/forms/MediaKitForm'),
}
const BookCallForm = lazy(() => formModules.book().then((module) => ({ default: module.BookCallForm })))
const MediaKitForm = lazy(() => formModules.kit().then((module) => ({ default: module.MediaKitForm })))
/** Starts loading a form when the pointer or focus reaches its button. */
const preloadOnIntent = (which: Which) => {
  const preload = () => void formModules[which]()
  return { onPointerEnter: preload, onFocus: preload }
}

function FormLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-600">
      {m.forms_loading()}
    </p>
  )
}

function PartnerPage() {
  const siteName = useSiteName()
  const figures = audienceFigures(languageTags[currentLocale()])
  const [dialog, setDialog] = useState<Which | null>(null)
  // A form mounts with its first opening and stays mounted, so what was typed survives a close.
  const [mounted, setMounted] = useState<Which[]>([])
  const open = (which: Which) => {
    setDialog(which)
    setMounted((list) => (list.includes(which) ? list : [...list, which]))
  }
  const bookForm = useRef<FormHandle>(null)
  const kitForm = useRef<FormHandle>(null)

  // A link to …#book-a-call (the media-kit e-mail has one) opens the form.
  useEffect(() => {
    const which = (Object.keys(hashes) as Which[]).find((k) => hashes[k] === window.location.hash)
    if (which) {
      setDialog(which)
      setMounted([which])
    }
  }, [])

  const close = () => {
    // After a success, the next opening starts a fresh form; otherwise what was typed stays.
    for (const form of [bookForm.current, kitForm.current]) if (form?.isDone()) form.reset()
    setDialog(null)
  }
  const cta = (which: Which) => ({ onClick: () => open(which), ...preloadOnIntent(which) })
  const book = cta('book')
  const kit = cta('kit')
  const closeButton = (
    <button type="button" onClick={close} className={secondaryButton}>
      {m.forms_close()}
    </button>
  )

  return (
    <>
      <Hero siteName={siteName} figures={figures} book={book} kit={kit} />
      <Details />
      <Closing book={book} kit={kit} />

      <FloatingCta cta={book} hidden={dialog !== null} />

      <Dialog
        open={dialog === 'book'}
        onClose={close}
        title={m.forms_book_call_title()}
        description={m.forms_book_call_intro()}
        testId="book-call-dialog"
      >
        {mounted.includes('book') && (
          <Suspense fallback={<FormLoading />}>
            <BookCallForm ref={bookForm} successAction={closeButton} />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={dialog === 'kit'}
        onClose={close}
        title={m.forms_media_kit_title()}
        description={m.forms_media_kit_intro()}
        testId="media-kit-dialog"
      >
        {mounted.includes('kit') && (
          <Suspense fallback={<FormLoading />}>
            <MediaKitForm ref={kitForm} successAction={closeButton} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}

// Text and drawings only: on a first load they stay server HTML and their code is not downloaded.
// memo: the page's dialog state must not re-render a boundary that has not hydrated (React would
// replace its server HTML).
const Details = memo(function Details() {
  const siteName = useSiteName()
  const figures = audienceFigures(languageTags[currentLocale()])
  const firstLoad = useFirstLoad()
  return (
    <Hydrate when={firstLoad ? never() : load()}>
      <Audience siteName={siteName} figures={figures} />
      <Categories />
      <Formats />
      <StandardsAndProcess />
      <Press />
    </Hydrate>
  )
})
