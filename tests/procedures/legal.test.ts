import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { query } from '../support/trpc'

describe('legal.document', () => {
  it('answers a known document in the asked locale', async () => {
    const { status, data } = await query('legal.document', { slug: 'cookie-policy', locale: 'pt' })
    expect(status).toBe(200)
    expect(data.title).toBe('Política de cookies')
    expect(data.toc.length).toBeGreaterThan(3)
    expect(data.html).toContain('<h2 id=')
  })

  it('refuses anything but a known slug', async () => {
    for (const slug of ['../../package', 'server/env', 'nope', '']) {
      const { status } = await query('legal.document', { slug, locale: 'en' })
      expect(status, slug).toBe(400)
    }
  })
})

describe('home.downloadQr', () => {
  it('draws the QR code of the download link', async () => {
    const { status, data } = await query('home.downloadQr')
    expect(status).toBe(200)
    expect(data.text).toBe('https://nestwell.app/download')
    const modules = QRCode.create(data.text, { errorCorrectionLevel: 'M' }).modules.size
    expect(data.size).toBe(modules + 8)
    expect(data.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/)
  })
})

describe('legal.policy', () => {
  it('answers the editorial policy and the community guidelines in the asked locale', async () => {
    const editorial = await query('legal.policy', { slug: 'editorial-policy', locale: 'es' })
    expect(editorial.status).toBe(200)
    expect(editorial.data.title).toBe('Política editorial y de revisión médica')
    expect(editorial.data.toc.length).toBeGreaterThan(3)
    const guidelines = await query('legal.policy', { slug: 'community-guidelines', locale: 'pt' })
    expect(guidelines.status).toBe(200)
    expect(guidelines.data.title).toBe('Regras da comunidade')
  })

  it('refuses anything but a known policy', async () => {
    for (const slug of ['terms-of-use', '../legal/en/terms-of-use', 'nope', '']) {
      const { status } = await query('legal.policy', { slug, locale: 'en' })
      expect(status, slug).toBe(400)
    }
  })
})
