import { Link, useLocation } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { useEffect } from 'react'
import { publicPath } from '../../../server/http/request-info'
import { renderingForCrawler } from '../../lib/crawler'
import * as m from '../../paraglide/messages'

/** The path as the visitor typed it, locale prefix included. */
const visitedPath = createIsomorphicFn()
  .server(() => publicPath() ?? new URL(getRequestUrl()).pathname)
  .client(() => window.location.pathname)

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
  // Crawlers get the layout without the error screen: the error is only logged.
  if (crawler) return <div data-testid="crawler-error" className="min-h-[40vh]" />
  return <ErrorScreen status={status} message={m.error_generic()} />
}

export function NotFoundPage() {
  // Subscribing re-renders the message after a client-side navigation.
  useLocation()
  return <ErrorScreen status={404} message={m.error_not_found({ path: decodeSafe(visitedPath()) })} />
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export function ErrorScreen({ status = 404, message }: { status?: number; message: string }) {
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
      data-testid="error-page"
    >
      <p className="text-7xl font-black tracking-tight text-violet-600" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 break-words sm:text-3xl">{message}</h1>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-800"
      >
        {m.error_back_home()}
      </Link>
    </section>
  )
}
