// Regions: which one a visitor belongs to, from an upstream API when configured, or from
// the country header a CDN/proxy sets.
import { DEFAULT_REGION, type RegionId, isRegionId, regionIds } from '../../core/facts/site.ts'
import { env } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'

export interface Region {
  id: RegionId
  isHighlighted: boolean
}

const centralAmerica = ['MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA']
const europe = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]

export function regionOfCountry(country: string | null | undefined): RegionId | null {
  const code = country?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code)) return null
  if (code === 'US') return 'US'
  if (code === 'BR') return 'BR'
  if (code === 'ES') return 'ES'
  if (code === 'HK') return 'HK'
  if (centralAmerica.includes(code)) return 'MX_CAM'
  if (europe.includes(code)) return 'EU'
  return null
}

function ownRegions(country: string | null): Region[] {
  const highlighted = regionOfCountry(country)
  return regionIds.map((id) => ({ id, isHighlighted: id === highlighted }))
}

const UPSTREAM_TIMEOUT_MS = 3000

async function upstreamRegions(apiUrl: string, apiKey: string | undefined, country: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (apiKey) headers.authorization = `Bearer ${apiKey}`
  if (country) headers['x-country'] = country
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/regions`, {
    headers,
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`regions upstream answered ${response.status}`)
  const body = (await response.json()) as { regions?: Array<{ id?: unknown; isHighlighted?: unknown }> }
  return (body.regions ?? [])
    .filter((r): r is { id: RegionId; isHighlighted: unknown } => isRegionId(r.id))
    .map((r) => ({ id: r.id, isHighlighted: r.isHighlighted === true }))
}

export async function listRegions(headers: Headers): Promise<Region[]> {
  const e = env()
  const country = headers.get(e.COUNTRY_HEADER)
  if (e.API_URL) {
    try {
      return await upstreamRegions(e.API_URL, e.PUBLIC_API_KEY, country)
    } catch (error) {
      // The spec's silent fallback: the visitor sees the default contacts, the log says why.
      log.warn({ error: errorFields(error) }, 'regions: upstream failed, using the built-in table')
    }
  }
  return ownRegions(country)
}

/** The spec's detection: cookie, then the highlighted region, then the default. */
export async function detectRegion(headers: Headers, cookieValue: string | undefined) {
  if (isRegionId(cookieValue)) return { region: cookieValue, fromCookie: true }
  try {
    const highlighted = (await listRegions(headers)).find((r) => r.isHighlighted)
    return { region: highlighted?.id ?? DEFAULT_REGION, fromCookie: false }
  } catch {
    return { region: DEFAULT_REGION, fromCookie: false }
  }
}
