import { describe, expect, it } from 'vitest'
import type { ContentKey } from '../../core/cache/content-keys.ts'
import {
  SURROGATE_KEY_MAX_BYTES,
  collectAnswerFacts,
  collectKeysOf,
  declareContentKeys,
  declarePersonal,
  surrogateKeyValue,
} from './surrogate-keys.ts'

describe('content keys of an answer', () => {
  it('are collected per answer, across awaits, and never leak between concurrent answers', async () => {
    const answer = (slug: string) =>
      collectAnswerFacts(async () => {
        declareContentKeys(`post:${slug}`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        declareContentKeys('community', `post:${slug}`)
      })
    const [a, b] = await Promise.all([answer('a'), answer('b')])
    expect([...a.facts.keys]).toEqual(['post:a', 'community'])
    expect([...b.facts.keys]).toEqual(['post:b', 'community'])
    expect(a.facts.personal).toBe(false)
  })

  it('a nested read hands its keys and its personal mark to the answer, and returns its own keys', async () => {
    const { result, facts } = await collectAnswerFacts(async () => {
      declareContentKeys('home')
      return collectKeysOf(async () => {
        declareContentKeys('week:12')
        declarePersonal()
        return 'read'
      })
    })
    expect(result).toEqual({ result: 'read', keys: ['week:12'] })
    expect([...facts.keys]).toEqual(['home', 'week:12'])
    expect(facts.personal).toBe(true)
  })

  it('leaves out a key that is no token (a space or comma would split it), and does nothing outside an answer', async () => {
    declareContentKeys('post:outside')
    const { facts } = await collectAnswerFacts(async () =>
      declareContentKeys('post:a b' as ContentKey, 'post:a,b' as ContentKey, 'post:ok'),
    )
    expect([...facts.keys]).toEqual(['post:ok'])
  })
})

describe('the Surrogate-Key value', () => {
  it('starts with site, then the keys sorted, each once', () => {
    expect(surrogateKeyValue(['post:b', 'locale:en', 'post:b', 'site', 'community'])).toBe(
      'site community locale:en post:b',
    )
  })

  it('over the header budget, members and posts give way to community', () => {
    const members = Array.from({ length: 400 }, (_, i) => `member:en:someone-${i}` as ContentKey)
    const value = surrogateKeyValue(['post:x', 'group:g', 'expert:e', 'locale:en', ...members])
    expect(value).toBe('site community expert:e group:g locale:en')
    expect(value.length).toBeLessThan(SURROGATE_KEY_MAX_BYTES)
  })
})
