// The week-by-week content and the policies: every week exists once per locale, and weeks read as
// different pages (no shared titles, baby or body text); the policies render like the legal
// documents, with a table of contents, and link only to pages of their own locale.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { policyPaths, policySlugs } from '../../core/facts/policies'
import { locales } from '../../core/i18n/locales'
import { localizedPattern } from '../../core/i18n/paths'
import { experts } from '../../server/db/seed/data/experts'
import { groups } from '../../server/db/seed/data/groups'
import { seedWeeks } from '../../server/db/seed/weeks'
import { groupSlugOfWeek } from '../../core/pregnancy/weeks'
import { bundledPolicyFiles, getPolicyDocument } from '../../server/legal/documents'

describe.each(seedWeeks.map((content) => [content.locale, content] as const))(
  'weeks in %s',
  (_locale, content) => {
    const weeks = content.weeks

    it('has weeks 1 to 40, once each, in order', () => {
      expect(weeks.map((w) => w.week)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    })

    it('gives every week its own title, baby text and body text', () => {
      for (const field of ['title', 'summary', 'baby', 'body', 'tip', 'callProfessional'] as const) {
        const texts = weeks.map((w) => w[field].trim().toLowerCase())
        const repeated = texts.filter((text, index) => texts.indexOf(text) !== index)
        expect(repeated, field).toEqual([])
      }
      // Nor a shared paragraph between two weeks.
      for (const field of ['baby', 'body'] as const) {
        const paragraphs = weeks.flatMap((w) => w[field].split(/\n\s*\n/).map((p) => p.trim()))
        expect(new Set(paragraphs).size, field).toBe(paragraphs.length)
      }
    })

    it('keeps to the format: lengths, a known reviewer, a review date', () => {
      const slugs = new Set(experts.map((e) => e.slug))
      for (const w of weeks) {
        expect(w.title.length, `${w.week} title`).toBeLessThan(70)
        expect(w.summary.length, `${w.week} summary`).toBeLessThan(160)
        for (const field of ['babySize', 'baby', 'body', 'tip', 'callProfessional'] as const)
          expect(w[field].trim().length, `${w.week} ${field}`).toBeGreaterThan(20)
        expect(slugs.has(w.reviewerSlug), `${w.week} ${w.reviewerSlug}`).toBe(true)
        expect(w.reviewedOn).toMatch(/^2026-\d{2}-\d{2}$/)
        expect(new Date(`${w.reviewedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(w.reviewedOn)
      }
    })
  },
)

it('every week points to a public pregnancy group', () => {
  for (let week = 1; week <= 40; week++) {
    const group = groups.find((g) => g.slug === groupSlugOfWeek(week))
    expect(group?.visibility, String(week)).toBe('public')
    expect(group?.stage, String(week)).toBe('pregnant')
  }
})

describe('policies', () => {
  it('every policy exists in every locale, and every file is a known policy', () => {
    const expected = locales.flatMap((l) => policySlugs.map((s) => `${l}/${s}.md`)).sort()
    expect(bundledPolicyFiles().sort()).toEqual(expected)
    const onDisk = locales.flatMap((l) =>
      readdirSync(`server/content/policies/${l}`).map((file) => `${l}/${file}`),
    )
    expect(onDisk.sort()).toEqual(expected)
  })

  it.each(locales)('renders each policy in %s with a table of contents of its ## headings', (locale) => {
    for (const slug of policySlugs) {
      const document = getPolicyDocument(slug, locale)!
      const source = readFileSync(`server/content/policies/${locale}/${slug}.md`, 'utf8')
      const headings = source.split('\n').filter((line) => line.startsWith('## '))
      expect(document.title.length).toBeGreaterThan(3)
      expect(document.description.length).toBeGreaterThan(20)
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(headings.length).toBeGreaterThan(3)
      expect(document.toc.map((entry) => entry.text)).toEqual(headings.map((h) => h.slice(3).trim()))
      expect(document.html).not.toMatch(/<(script|iframe|style|img)\b/i)
    }
    expect(getPolicyDocument('../legal/en/terms-of-use', locale)).toBeNull()
    expect(getPolicyDocument('terms-of-use', locale)).toBeNull()
  })

  it('links inside a policy stay in its locale and point at pages that exist', () => {
    const pages = ['/privacy-policy', '/terms-of-use-community', '/terms-of-use', '/community', '/pregnancy']
    for (const locale of locales) {
      const known = new Set([
        ...pages.map((p) => localizedPattern(p as '/community', locale)),
        ...policySlugs.map((s) => localizedPattern(policyPaths[s], locale)),
      ])
      for (const slug of policySlugs) {
        const { html } = getPolicyDocument(slug, locale)!
        for (const [, href] of html.matchAll(/<a href="([^"]+)"/g)) {
          if (!href!.startsWith('/')) {
            expect(href, `${locale}/${slug}`).toMatch(/^(mailto:|https:\/\/|#)/)
            continue
          }
          expect(known.has(href!), `${href} in ${locale}/${slug}`).toBe(true)
        }
      }
    }
  })
})
