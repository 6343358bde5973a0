// The visitor's region, for the footer's contacts. Pages are the same for everyone (decision
// 031): they carry every contact, and CSS shows the region's (`html[data-region]`, set before
// first paint by the head script from the `client_region` cookie). A visitor without the cookie
// asks the small uncached answer that runs the spec's detection (the cookie, else the regions
// list's highlighted region, else the default) and sets the 30-day cookie.
import { REGION_COOKIE, type RegionId, isRegionId } from '@core/facts/site'
import { readCookie } from '@core/http/cookies'

export function detectRegion(fetchRegion: () => Promise<{ region: RegionId }>): void {
  if (isRegionId(readCookie(document.cookie, REGION_COOKIE))) return
  fetchRegion().then(
    ({ region }) => document.documentElement.setAttribute('data-region', region),
    // The spec's silent fallback: the default region's contacts, which the page already shows.
    () => {},
  )
}
