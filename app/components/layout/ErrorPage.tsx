import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { renderingForCrawler } from '~/lib/crawler'
import * as m from '@core/paraglide/messages'
import { primaryFlatButton } from '~/components/ui/buttons'

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = statusOf(error)
  const crawler = renderingForCrawler()
  useEffect(() => {
    console.warn('[page] error shown to the visitor:', error)
  }, [error])
  if (typeof window === 'undefined') {
    console.error(`[page] ${status} while rendering:`, error)
  }
  // Crawlers get the layout without the error screen: the error is only logged. (A 500 is never
  // cached, so this is the one answer that may differ by User-Agent: decision 031.)
  if (crawler) return <div data-testid="crawler-error" className="min-h-[40vh]" />
  return <ErrorScreen status={status} message={m.error_generic()} title={m.error_page_title()} />
}

export function NotFoundPage() {
  // Subscribing re-renders the message after a client-side navigation.
  useLocation()
  const { visitedPath } = useRouter().options.context
  return (
    <ErrorScreen
      status={404}
      message={m.error_not_found({ path: decodeSafe(visitedPath()) })}
      title={m.error_not_found_title()}
    />
  )
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

const wayOnLink =
  'inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-semibold text-violet-700 ring-1 ring-violet-200 hover:bg-violet-50'

/**
 * The status, what happened and a way on. The route tree gives these screens no head of their
 * own, so the <title> is rendered here (React hoists it into <head>).
 */
export function ErrorScreen({
  status = 404,
  message,
  title,
}: {
  status?: number
  message: string
  title?: string
}) {
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
      data-testid="error-page"
    >
      {title ? <title>{title}</title> : null}
      <p className="text-7xl font-black tracking-tight text-violet-600" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 break-words sm:text-3xl">{message}</h1>
      <Link to="/" className={`mt-10 ${primaryFlatButton}`}>
        {m.error_back_home()}
      </Link>
      <nav aria-label={m.error_way_on()} className="mt-8" data-testid="error-way-on">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link to="/community" className={wayOnLink}>
              {m.error_go_community()}
            </Link>
          </li>
          <li>
            <Link to="/community/search" className={wayOnLink}>
              {m.error_go_search()}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  )
}
