// The download QR code. Its modules come from the server (home.downloadQr, through the home
// page's loader), so the QR library stays out of the browser bundle.
import { useLoaderData } from '@tanstack/react-router'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'

export function useDownloadQr() {
  return useLoaderData({ from: '/' }).downloadQr
}

export function DownloadQr({ className = 'h-36 w-36' }: { className?: string }) {
  const qr = useDownloadQr()
  const siteName = useSiteName()
  return (
    <svg
      role="img"
      aria-label={m.home_qr_label({ siteName })}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="download-qr"
      data-target={qr.text}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#1e1b4b" />
    </svg>
  )
}

/** A card with the QR code and its caption, for wide screens. */
export function QrCard({ className = '' }: { className?: string }) {
  const siteName = useSiteName()
  return (
    <figure
      className={`flex items-center gap-4 rounded-2xl bg-white p-2 pe-5 shadow-lg shadow-violet-900/10 ring-1 ring-slate-200 ${className}`}
    >
      <DownloadQr className="h-28 w-28 shrink-0" />
      <figcaption className="max-w-[11rem] text-sm font-medium leading-snug text-slate-700">
        {m.home_qr_caption({ siteName })}
      </figcaption>
    </figure>
  )
}
