// The footer's links to the reviewed health content and the rules it and the community follow.
import { Link } from '@tanstack/react-router'
import * as m from '@core/paraglide/messages'

export function FooterHealthLinks() {
  return (
    <nav aria-labelledby="footer-health-heading">
      <h2 id="footer-health-heading" className="text-sm font-bold uppercase tracking-wide text-slate-900">
        {m.pregnancy_footer_heading()}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <Link to="/pregnancy" className="footer-link">
            {m.pregnancy_nav()}
          </Link>
        </li>
        <li>
          <Link to="/tools/due-date" className="footer-link">
            {m.tools_due_title()}
          </Link>
        </li>
        <li>
          <Link to="/tools/ovulation" className="footer-link">
            {m.tools_ovulation_title()}
          </Link>
        </li>
        <li>
          <Link to="/editorial-policy" className="footer-link">
            {m.policy_editorial_name()}
          </Link>
        </li>
        <li>
          <Link to="/community/guidelines" className="footer-link">
            {m.policy_guidelines_name()}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
