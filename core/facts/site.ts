// Company facts shown in the footer and legal pages. Not secrets: safe for the browser.
export const company = {
  legalName: 'Nestwell Health Ltd.',
  addressLines: ['Nestwell Health Ltd.', '5 Harbour Lane, Dublin D02 XY45, Ireland'],
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
  return typeof value === 'string' && (regionIds as readonly string[]).includes(value)
}
