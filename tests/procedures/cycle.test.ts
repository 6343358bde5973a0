// The cycle hub's read through the real HTTP handler, on PGlite and on PostgreSQL: each locale's
// file as written, with its reviewer's name and speciality from the database.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales'
import { CYCLE_FOLDER, parseCycleFile } from '../../server/cycle/cycle-files'
import { openDatabase } from '../../server/db/client'
import { experts } from '../../server/db/seed/data/experts'
import { query } from '../support/trpc'

beforeAll(async () => {
  await openDatabase()
})

describe('cycle.hub', () => {
  it.each(locales)('answers the %s file with its reviewer, dates and sources', async (locale) => {
    const file = `${CYCLE_FOLDER}/${locale}.md`
    const page = parseCycleFile(readFileSync(file, 'utf8'), file, locale).page!
    const expert = experts.find((e) => e.slug === page.reviewer)!
    const { status, data } = await query('cycle.hub', { locale })
    expect(status).toBe(200)
    expect(data).toEqual({
      locale,
      title: page.title,
      summary: page.summary,
      sections: page.sections,
      reviewedOn: page.reviewed,
      nextReview: page.nextReview,
      dateModified: page.reviewed,
      reviewer: { slug: expert.slug, name: expert.name, speciality: expert.speciality[locale] },
      sources: page.sources,
      corrections: page.corrections,
    })
  })

  it('refuses a locale the site does not have', async () => {
    const { status } = await query('cycle.hub', { locale: 'fr' })
    expect(status).toBe(400)
  })
})
