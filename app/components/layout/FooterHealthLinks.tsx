// The footer's links to the reviewed health content, the calculators and the rules the content
// and the community follow.
import { Link } from '@tanstack/react-router'
import * as m from '@core/paraglide/messages'

const links = [
  { to: '/pregnancy', label: m.pregnancy_nav },
  { to: '/baby', label: m.baby_nav },
  { to: '/tools/due-date', label: m.tools_due_title },
  { to: '/tools/ovulation', label: m.tools_ovulation_title },
  { to: '/cycle', label: m.cycle_nav_full },
  { to: '/editorial-policy', label: m.policy_editorial_name },
  { to: '/community/guidelines', label: m.policy_guidelines_name },
] as const

export function FooterHealthLinks() {
  return (
    <nav aria-labelledby="footer-health-heading">
      <h2 id="footer-health-heading" className="text-sm font-bold uppercase tracking-wide text-slate-900">
        {m.pregnancy_footer_heading()}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="footer-link">
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
