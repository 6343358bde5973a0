import { Link } from '@tanstack/react-router'
import { DEFAULT_REGION, company, footerContacts } from '@core/facts/site'
import * as m from '@core/paraglide/messages'
import { useSiteConfig } from '~/lib/use-site'
import { CookieSettingsButton } from '~/components/platform/CookieSettingsButton'
import { GdprBadge, SocBadge } from './Badges'
import { FooterHealthLinks } from './FooterHealthLinks'
import { LogoMark } from './Logo'
import { SocialIcon, type SocialNetwork } from './SocialIcon'

const regionNames = {
  hong_kong: m.region_hong_kong,
  us: m.region_us,
  mexico: m.region_mexico,
  brazil: m.region_brazil,
}

const networkLabels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
}

export function Footer() {
  const config = useSiteConfig()
  // Every contact (the page is the same for all visitors); CSS shows the visitor's region's
  // (html[data-region], app/lib/visitor-state.ts and app/lib/region.ts).
  const contacts = footerContacts(DEFAULT_REGION)
  const year = new Date().getFullYear()

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-extrabold text-slate-900">{config.siteName}</span>
          </div>
          <div className="flex gap-3">
            <GdprBadge label={m.footer_gdpr_badge()} />
            <SocBadge label={m.footer_soc_badge()} />
          </div>
          <FooterHealthLinks />
        </div>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">{m.footer_legal()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/privacy-policy" className="footer-link">
                {m.footer_privacy()}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className="footer-link">
                {m.footer_terms()}
              </Link>
            </li>
            <li>
              <Link to="/$slug" params={{ slug: 'cookie-policy' }} className="footer-link">
                {m.footer_cookies()}
              </Link>
            </li>
            {config.gtmId !== '' && (
              <li>
                <CookieSettingsButton className="footer-link" />
              </li>
            )}
            <li>
              <Link to="/data-revocation" className="footer-link">
                {m.footer_data_revocation()}
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className="footer-link">
                {m.footer_accessibility()}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">{m.footer_contact()}</h2>
          <ul className="mt-3 flex flex-col gap-3 text-sm" data-testid="footer-contacts">
            {contacts.map((contact) => (
              <li key={contact.id} data-contact={contact.id}>
                <p className="font-semibold text-slate-900">{regionNames[contact.id]()}</p>
                <p>
                  <span className="sr-only">{m.footer_email()}: </span>
                  <a
                    href={`mailto:${contact.email}`}
                    className="footer-link inline-flex min-h-6 items-center"
                  >
                    {contact.email}
                  </a>
                </p>
                <p>
                  <span className="sr-only">{m.footer_phone()}: </span>
                  <a
                    href={`tel:${contact.phone.replace(/\s/g, '')}`}
                    className="footer-link inline-flex min-h-6 items-center"
                  >
                    {contact.phone}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">{m.footer_follow_us()}</h2>
          <ul className="mt-3 flex gap-2">
            {(Object.keys(networkLabels) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={config.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${networkLabels[network]} ${m.nav_opens_new_tab()}`}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-violet-700"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-xs text-slate-600 sm:px-6 md:flex-row md:justify-between">
          <p>{m.footer_copyright({ year: String(year), company: company.legalName.replace(/\.$/, '') })}</p>
          <address className="not-italic">{company.addressLines.join(' · ')}</address>
        </div>
      </div>
    </footer>
  )
}
