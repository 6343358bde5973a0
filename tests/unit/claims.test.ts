// Issue 24 (M2, M12): the site claims only what it can back. Press quotes and testimonials come
// from sourced, dated lists in core/facts (empty today, so their sections are not rendered), the
// figures from core/facts/audience.ts, and no copy tells a pregnant visitor to count kicks.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Testimonials } from '../../app/components/home/sections/Testimonials'
import { Press } from '../../app/components/partner/sections/Press'
import { audienceFacts, audienceSources } from '../../core/facts/audience'
import { type PressEntry, pressEntries } from '../../core/facts/press'
import { type Testimonial, testimonials } from '../../core/facts/testimonials'
import { locales } from '../../core/i18n/locales'

const folders = [
  'messages',
  ...readdirSync('messages')
    .map((f) => join('messages', f))
    .filter((f) => statSync(f).isDirectory()),
]
/** Every message of every catalogue: [where, key, text]. */
const messages = folders.flatMap((folder) =>
  locales.flatMap((locale) =>
    Object.entries(JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>)
      .filter(([key]) => key !== '$schema')
      .map(([key, text]) => [`${folder}/${locale}.json`, key, text] as const),
  ),
)

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : []
  })
}

// ---------------------------------------------------------------------------------------------
// M2: current advice (RCOG, Tommy's; the week pages) is to know the baby's pattern of movements,
// not to count kicks against a daily number.

const kickCounting = [
  /\bcount(?:s|ing)?\s+(?:\w+\s+){0,2}kicks?\b/i,
  /\bkicks?\s+(?:today|count|counter|target|per day|a day)\b/i,
  /\bkick[- ]count/i,
  /\b(?:cuenta|cuentas|contar|contando|cuente)\s+(?:\w+\s+){0,2}(?:patadas|pataditas)\b/i,
  /\b(?:patadas|pataditas)\s+(?:hoy|al día|diarias)\b/i,
  /\b(?:conta|contas|contar|contando|conte)\s+(?:\w+\s+){0,2}pontapés\b/i,
  /\bpontapés\s+(?:hoje|por dia|diários)\b/i,
]
const countsKicks = (text: string) => kickCounting.some((pattern) => pattern.test(text))

describe('M2: no copy asks for a kick count', () => {
  it.each([
    'Follow your baby week by week, count kicks, time contractions',
    'Kicks today',
    'sigue a tu bebé semana a semana, cuenta sus pataditas, cronometra',
    'Pataditas hoy',
    'segue o teu bebé semana a semana, conta os pontapés, cronometra',
    'Pontapés hoje',
    'Use the kick counter',
  ])('the patterns find “%s”', (text) => {
    expect(countsKicks(text)).toBe(true)
  })
  it.each([
    "get to know your baby's pattern of movements",
    'aprende a reconocer su patrón de movimientos',
    'Não há um número certo de pontapés',
    'contacta já a maternidade',
  ])('the patterns pass “%s”', (text) => {
    expect(countsKicks(text)).toBe(false)
  })

  it('no message in any locale mentions counting kicks or a daily kick figure', () => {
    const found = messages.filter(([, , text]) => countsKicks(text)).map(([where, key]) => `${where} ${key}`)
    expect(found).toEqual([])
  })

  it('no message key is a kick counter (the home mock-up shows a movement pattern)', () => {
    expect(messages.filter(([, key]) => /kick/i.test(key)).map(([, key]) => key)).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// M12: press and testimonials

const isoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

describe('M12: press quotes and testimonials are sourced facts, not copy', () => {
  const components = files('app', /\.tsx?$/)

  it('no component under app/ holds a publication, quote or testimonial of its own', () => {
    const offenders = components.filter((path) => {
      const source = readFileSync(path, 'utf8')
      const quotes = /<blockquote\b|<cite\b/.test(source)
      const sourced = /@core\/facts\/(?:press|testimonials)'/.test(source)
      return /fictional (?:publication|outlet|press)/i.test(source) || (quotes && !sourced)
    })
    expect(offenders).toEqual([])
  })

  it('no catalogue holds press quotes or testimonials (they live in core/facts with a source)', () => {
    const keys = messages
      .filter(([, key]) => /^(?:partner_press_\d|home_testimonial_\d)/.test(key))
      .map(([, key]) => key)
    expect([...new Set(keys)]).toEqual([])
  })

  it.each(pressEntries.map((entry) => [entry.publication, entry] as const))(
    'press: %s has a text, an https link, a past ISO date and a locale',
    (_name, entry: PressEntry) => {
      expect(entry.publication.trim()).not.toBe('')
      expect(entry.text.trim()).not.toBe('')
      expect(isHttps(entry.url), entry.url).toBe(true)
      expect(isoDay(entry.date), entry.date).toBe(true)
      expect(new Date(entry.date).getTime()).toBeLessThanOrEqual(Date.now())
      expect(locales).toContain(entry.locale)
    },
  )

  it.each(testimonials.map((entry) => [entry.attribution, entry] as const))(
    'testimonial: %s has words, an https source, a past ISO date and a locale',
    (_name, entry: Testimonial) => {
      expect(entry.text.trim()).not.toBe('')
      expect(entry.attribution.trim()).not.toBe('')
      expect(isHttps(entry.source), entry.source).toBe(true)
      expect(isoDay(entry.date), entry.date).toBe(true)
      expect(new Date(entry.date).getTime()).toBeLessThanOrEqual(Date.now())
      expect(locales).toContain(entry.locale)
    },
  )

  const piece: PressEntry = {
    publication: 'Example Gazette',
    kind: 'quote',
    text: 'A sentence quoted from the piece.',
    url: 'https://example.com/piece',
    date: '2026-03-12',
    locale: 'es',
  }

  it('the press strip renders nothing, not even a heading, without entries', () => {
    expect(renderToStaticMarkup(createElement(Press, { entries: [] }))).toBe('')
  })

  it('with an entry, the strip links the piece and dates it', () => {
    const html = renderToStaticMarkup(createElement(Press, { entries: [piece] }))
    expect(html).toContain('href="https://example.com/piece"')
    expect(html).toContain('dateTime="2026-03-12"')
    expect(html).toContain('Example Gazette')
    // A piece in another language than the page's says so.
    expect(html).toContain('lang="es-ES"')
  })

  it('the testimonials section renders nothing without entries in the page’s language', () => {
    expect(renderToStaticMarkup(createElement(Testimonials, { entries: [] }))).toBe('')
    const spanish: Testimonial = {
      text: 'Palabras de una usuaria.',
      attribution: 'Ana',
      source: 'https://example.com/review',
      date: '2026-03-12',
      locale: 'es',
    }
    // The unit tests run in the base locale (en): a Spanish testimonial is not shown there.
    expect(renderToStaticMarkup(createElement(Testimonials, { entries: [spanish] }))).toBe('')
    const html = renderToStaticMarkup(
      createElement(Testimonials, { entries: [{ ...spanish, locale: 'en' }] }),
    )
    expect(html).toContain('Palabras de una usuaria.')
    expect(html).toContain('href="https://example.com/review"')
  })
})

// ---------------------------------------------------------------------------------------------
// M12: figures. Every audience figure has a source, and a figure written into copy is one of them.

describe('M12: figures come from core/facts/audience.ts', () => {
  it('every audience figure names its source', () => {
    for (const key of Object.keys(audienceFacts) as Array<keyof typeof audienceFacts>) {
      expect(audienceSources[key]?.trim(), key).toBeTruthy()
    }
  })

  it('a figure in millions written into a message is one of the audience facts', () => {
    const backed = new Set<number>([
      audienceFacts.users,
      audienceFacts.monthlyActiveUsers,
      audienceFacts.womenTrusted,
      audienceFacts.fundingUsd,
    ])
    const million = /(\d+(?:[.,]\d+)?)\s*(?:M\b|M\+|million\b|millones\b|milhões\b)/gi
    const unbacked = messages.flatMap(([where, key, text]) =>
      [...text.matchAll(million)]
        .filter((match) => !backed.has(Number(match[1]!.replace(',', '.')) * 1_000_000))
        .map((match) => `${where} ${key}: ${match[0]}`),
    )
    expect(unbacked).toEqual([])
  })

  it('no message writes a rating, review or download count of its own (they are placeholders)', () => {
    const literal =
      /\b\d(?:[.,]\d)?\s*(?:stars?|estrellas|estrelas|out of 5|de 5|em 5)\b|\b\d[\d.,\s]*\s*(?:reviews|downloads|reseñas|valoraciones|descargas|avaliações|transferências)\b/i
    expect(
      messages.filter(([, , text]) => literal.test(text)).map(([where, key]) => `${where} ${key}`),
    ).toEqual([])
  })
})
