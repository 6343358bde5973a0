// The download-the-app dialog itself: its own chunk, loaded when a visitor reaches for a button
// that opens it (GetApp.tsx), so the pages that offer it do not carry it on their first load.
import { useId } from 'react'
import { useSiteConfig } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { LogoMark } from '~/components/layout/Logo'
import { ModalDialog } from '~/components/ui/Dialog'
import { TextStoreBadges } from '~/components/ui/TextStoreBadges'
import { Icon } from '~/components/ui/Icon'
import { x } from '~/components/ui/icons/x'
import type { GetAppReason } from './GetApp'

export function GetAppDialog({
  open,
  reason,
  onClose,
}: {
  open: boolean
  reason: GetAppReason
  onClose: () => void
}) {
  const config = useSiteConfig()
  const titleId = useId()
  const textId = useId()
  const close = onClose

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      testId="get-app-dialog"
      backdropClassName="backdrop:backdrop-blur-sm"
      panelClassName="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white px-6 pt-4 pb-8 text-slate-900 shadow-2xl transition-transform sm:max-w-lg sm:rounded-3xl sm:p-8 md:max-w-2xl"
    >
      <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-slate-300 sm:hidden" />
      <button
        type="button"
        onClick={close}
        className="absolute end-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-violet-600"
        aria-label={m.community_dialog_close()}
        data-testid="get-app-close"
      >
        <Icon shape={x} className="h-6 w-6" />
      </button>
      <div className="flex items-center gap-3 pe-10">
        <LogoMark className="h-10 w-10 shrink-0" />
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {m.community_dialog_title({ siteName: config.siteName })}
        </h2>
      </div>
      <p id={textId} className="mt-4 text-slate-700">
        {reason === 'comment'
          ? m.community_dialog_text_comment({ siteName: config.siteName })
          : m.community_dialog_text_default({ siteName: config.siteName })}
      </p>
      <div className="mt-6 md:grid md:grid-cols-[auto_1fr] md:items-center md:gap-8">
        {/* The QR code is for wide screens: on a phone the store links are the way. */}
        <figure className="hidden md:block" data-testid="get-app-qr">
          <img
            src="/api/qr.svg"
            alt={m.community_dialog_qr_alt({ siteName: config.siteName })}
            width={176}
            height={176}
            loading="lazy"
            className="h-44 w-44 rounded-2xl border border-violet-100 bg-white p-2"
          />
        </figure>
        <div>
          <p className="mb-4 hidden text-sm font-medium text-slate-700 md:block">
            {m.community_dialog_scan()}
          </p>
          <p className="mb-3 hidden text-sm text-slate-600 md:block">{m.community_dialog_stores()}</p>
          <TextStoreBadges />
        </div>
      </div>
    </ModalDialog>
  )
}
