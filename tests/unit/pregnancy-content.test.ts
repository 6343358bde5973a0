// The week pages' community groups and the policies: the policies render like the legal
// documents, with a table of contents, and link only to pages of their own locale. The week
// files themselves are checked in week-files.test.ts.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { policyPaths, policySlugs } from '../../core/facts/policies'
import { locales } from '../../core/i18n/locales'
import { localizedPattern } from '../../core/i18n/paths'
import { groups } from '../../server/db/seed/data/groups'
import { groupSlugOfWeek } from '../../core/pregnancy/weeks'
import { bundledPolicyFiles, getPolicyDocument } from '../../server/legal/documents'

it('every week points to the public group of its stage: trying to conceive, then its trimester', () => {
  // Weeks 1-3 come before a positive test; then weeks 4-13, 14-27 and 28-40.
  const expected = (week: number) =>
    week <= 3
      ? { stage: 'trying', slug: 'trying-to-conceive' }
      : {
          stage: 'pregnant',
          slug: week <= 13 ? 'first-trimester' : week <= 27 ? 'second-trimester' : 'third-trimester',
        }
  for (let week = 1; week <= 40; week++) {
    const group = groups.find((g) => g.slug === groupSlugOfWeek(week))
    expect(group?.visibility, String(week)).toBe('public')
    expect({ stage: group?.stage, slug: group?.slug }, String(week)).toEqual(expected(week))
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
