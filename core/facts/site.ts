// Company facts shown in the footer and legal pages. Not secrets: safe for the browser.
import { isOneOf } from '../one-of.ts'

const address = {
  street: '5 Harbour Lane',
  locality: 'Dublin',
  postalCode: 'D02 XY45',
  /** ISO 3166-1 alpha-2 */
  country: 'IE',
  countryName: 'Ireland',
}

export const company = {
  legalName: 'Nestwell Health Ltd.',
  address,
  addressLines: [
    'Nestwell Health Ltd.',
    `${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`,
  ],
}

export type RegionId = 'US' | 'MX_CAM' | 'BR' | 'ES' | 'HK' | 'EU'
export const regionIds = ['US', 'MX_CAM', 'BR', 'ES', 'HK', 'EU'] as const satisfies readonly RegionId[]
export const DEFAULT_REGION: RegionId = 'MX_CAM'
export const REGION_COOKIE = 'client_region'
export const REGION_COOKIE_MAX_AGE = 2_592_000

export interface FooterContact {
  id: 'hong_kong' | 'us' | 'mexico' | 'brazil'
  email: string
  phone: string
}

const contacts: Record<FooterContact['id'], FooterContact> = {
  hong_kong: { id: 'hong_kong', email: 'hk@nestwell.app', phone: '+852 3018 4420' },
  us: { id: 'us', email: 'us@nestwell.app', phone: '+1 415 555 0134' },
  mexico: { id: 'mexico', email: 'mx@nestwell.app', phone: '+52 55 5090 4471' },
  brazil: { id: 'brazil', email: 'br@nestwell.app', phone: '+55 11 3090 2287' },
}

/** US visitors see one US entry; every other region sees the four offices. */
export function footerContacts(region: RegionId): FooterContact[] {
  if (region === 'US') return [contacts.us]
  return [contacts.hong_kong, contacts.us, contacts.mexico, contacts.brazil]
}

export function isRegionId(value: unknown): value is RegionId {
  return isOneOf(regionIds, value)
}
