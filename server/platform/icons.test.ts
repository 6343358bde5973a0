import { describe, expect, it, vi } from 'vitest'
import { log } from '../ops/log'
import {
  collectionPrefixes,
  getCollection,
  handleIconsRequest,
  loadCustomCollection,
  resolveIconInProcess,
} from './icons'

const get = (path: string, headers: Record<string, string> = {}) =>
  handleIconsRequest(new Request(`http://localhost${path}`, { headers }))

describe('icon collections', () => {
  it('an invalid custom collection logs "Failed to load custom icons" and is left out', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    expect(loadCustomCollection('nw', { prefix: 'nw', icons: 'not an object' })).toBeNull()
    expect(loadCustomCollection('nw', null)).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
    expect(error.mock.calls[0]?.[1]).toBe('Failed to load custom icons')
    error.mockRestore()
  })

  it('the installed Lucide set and the site’s own set load and validate', () => {
    const error = vi.spyOn(log, 'error')
    expect(collectionPrefixes()).toEqual(['lucide', 'nw'])
    expect(Object.keys(getCollection('lucide')?.icons ?? {}).length).toBeGreaterThan(1000)
    expect(Object.keys(getCollection('nw')?.icons ?? {})).toEqual(['stroller', 'bottle', 'nest'])
    expect(getCollection('mdi')).toBeNull()
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('resolves an icon in-process for server rendering', () => {
    expect(resolveIconInProcess('lucide', 'heart')?.viewBox).toBe('0 0 24 24')
    expect(resolveIconInProcess('nw', 'pram')?.body).toContain('<circle')
    expect(resolveIconInProcess('lucide', 'no-such-icon')).toBeNull()
    expect(resolveIconInProcess('nope', 'heart')).toBeNull()
  })
})

describe('/api/icons/{prefix}.json', () => {
  it('answers the requested subset, with the names it does not know', async () => {
    const response = await get('/api/icons/lucide.json?icons=heart,baby,not-an-icon')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const body = (await response.json()) as { prefix: string; icons: object; not_found?: string[] }
    expect(body.prefix).toBe('lucide')
    expect(Object.keys(body.icons).sort()).toEqual(['baby', 'heart'])
    expect(body.not_found).toEqual(['not-an-icon'])
    const again = await get('/api/icons/lucide.json?icons=heart,baby,not-an-icon', {
      'if-none-match': response.headers.get('etag')!,
    })
    expect(again.status).toBe(304)
  })

  it('404 for an unknown prefix, 400 without icons or with bad names', async () => {
    expect((await get('/api/icons/mdi.json?icons=heart')).status).toBe(404)
    expect((await get('/api/icons/..%2Flucide.json?icons=heart')).status).toBe(404)
    expect((await get('/api/icons/lucide.json')).status).toBe(400)
    expect((await get('/api/icons/lucide.json?icons=')).status).toBe(400)
    expect((await get('/api/icons/lucide.json?icons=Heart')).status).toBe(400)
    expect((await get('/api/icons/lucide.json?icons=heart,<svg>')).status).toBe(400)
  })

  it('414 beyond 500 characters of URL', async () => {
    const names = Array.from({ length: 70 }, (_, i) => `icon-${i}`).join(',')
    const path = `/api/icons/lucide.json?icons=${names}`
    expect(path.length).toBeGreaterThan(500)
    expect((await get(path)).status).toBe(414)
    const fits = `/api/icons/lucide.json?icons=${'heart,'.repeat(78)}heart`
      .slice(0, 500)
      .replace(/,[a-z]*$/, '')
    expect(fits.length).toBeGreaterThan(490)
    expect((await get(fits)).status).toBe(200)
  })
})
