// Community search is accent-insensitive and reads replies (issue 27, review finding M4): visitors
// type without accents on phones, and the seed's Spanish sleep post says "sueño" in replies only.
import { beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHT_START } from '../../core/community/highlight'
import { openDatabase } from '../../server/db/client'
import { query } from '../support/trpc'

interface Item {
  slug: string
  locale: string
  highlightedTitle: string
  highlightedSnippet: string
}

async function search(locale: 'en' | 'es' | 'pt', q: string): Promise<Item[]> {
  const { status, data } = await query('community.search', { locale, q, limit: 30 })
  expect(status, `${locale} "${q}"`).toBe(200)
  for (const item of data.items) expect(item.locale).toBe(locale)
  return data.items
}

const slugs = (items: Item[]) => items.map((i) => i.slug).sort()

beforeAll(async () => {
  await openDatabase()
})

describe('community.search: accents and replies', () => {
  it('es "sueño" finds the newborn sleep post, through its replies, with the word marked', async () => {
    const items = await search('es', 'sueño')
    const sleep = items.find((i) => i.slug === 'recien-nacido-solo-duerme-en-brazos-es')
    expect(sleep, slugs(items).join(', ')).toBeDefined()
    // The snippet is the reply that matched, so the visitor sees why the post is there.
    expect(sleep!.highlightedSnippet).toContain(`${HIGHLIGHT_START}sueño`)
  })

  it('es "sueño" does not match "suena" (ñ is a letter), "sueno" finds both', async () => {
    const withTilde = slugs(await search('es', 'sueño'))
    expect(withTilde).not.toContain('nauseas-todo-el-dia-semana-nueve-es')
    const without = slugs(await search('es', 'sueno'))
    for (const slug of withTilde) expect(without).toContain(slug)
  })

  it('pt "mae" finds the same posts as "mãe"', async () => {
    const accented = slugs(await search('pt', 'mãe'))
    expect(accented.length).toBeGreaterThan(0)
    expect(slugs(await search('pt', 'mae'))).toEqual(accented)
  })

  it('pt "colicas" finds the same posts as "cólicas", marked in the original spelling', async () => {
    const accented = slugs(await search('pt', 'cólicas'))
    expect(accented).toContain('choro-ao-fim-da-tarde-colicas-pt')
    const items = await search('pt', 'colicas')
    expect(slugs(items)).toEqual(accented)
    const post = items.find((i) => i.slug === 'choro-ao-fim-da-tarde-colicas-pt')!
    expect(post.highlightedTitle + post.highlightedSnippet).toMatch(
      new RegExp(`${HIGHLIGHT_START}[Cc]ólicas`),
    )
  })

  it('en is unaffected: "sleep" ranks the two posts about sleep first, stemming intact', async () => {
    const items = await search('en', 'sleep')
    expect(slugs(items.slice(0, 2))).toEqual(['cant-sleep-at-38-weeks-en', 'newborn-only-sleeps-on-me-en'])
    expect(slugs(await search('en', 'sleeping'))).toEqual(slugs(items))
  })
})
