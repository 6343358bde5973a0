import { createFileRoute } from '@tanstack/react-router'
import { readCookie } from '../../lib/cookies'
import { LOCALE_COOKIE, isLocale, prefixOf } from '../../lib/i18n/locales'
import { db } from '../../../server/db/client'
import { env } from '../../../server/env'
import { confirmRevocation } from '../../../server/forms/revocations'
import { mailSite } from '../../../server/forms/submit'
import { wakeMailSender } from '../../../server/mail/sender'

// The link in the data-deletion e-mail: confirms the request once, then shows the outcome on
// /data-revocation in the request's language.
export const Route = createFileRoute('/api/revocations/confirm')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const token = url.searchParams.get('token') ?? ''
        const result = await confirmRevocation(await db(), token, mailSite(), env().TEAM_EMAIL_PRIVACY)
        if (result.status === 'confirmed') wakeMailSender()
        const cookieLocale = readCookie(request.headers.get('cookie'), LOCALE_COOKIE)
        const locale = result.locale ?? (isLocale(cookieLocale) ? cookieLocale : 'en')
        return new Response(null, {
          status: 303,
          headers: {
            location: `${prefixOf(locale)}/data-revocation?status=${result.status}`,
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
          },
        })
      },
    },
  },
})
