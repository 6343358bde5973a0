import { describe, expect, it } from 'vitest'
import { type AnswerKind, answerKind, cachePolicy } from './cache-policy.ts'

/** Cache-Control's directives as a map (`public` → true, `s-maxage=600` → 600). */
function directives(value: string): Map<string, number | true> {
  return new Map(
    value.split(',').map((part) => {
      const [name, seconds] = part.trim().split('=')
      return [name!, seconds === undefined ? true : Number(seconds)] as const
    }),
  )
}

const sharedKinds: AnswerKind[] = ['page', 'sharedRead', 'notFound', 'generated']

describe('the Cache-Control table', () => {
  it.each(Object.entries(cachePolicy))(
    '%s is well formed: known directives, numbers where due',
    (_, value) => {
      for (const [name, seconds] of directives(value)) {
        expect([
          'public',
          'private',
          'no-store',
          'max-age',
          's-maxage',
          'stale-while-revalidate',
          'stale-if-error',
          'immutable',
        ]).toContain(name)
        if (seconds !== true)
          expect(Number.isInteger(seconds) && seconds >= 0, `${name}=${seconds}`).toBe(true)
      }
    },
  )

  it('every kind is either shared with an s-maxage or never stored, and private kinds are no-store', () => {
    for (const [kind, value] of Object.entries(cachePolicy) as Array<[AnswerKind, string]>) {
      const d = directives(value)
      if (d.has('public')) {
        expect(d.has('no-store'), kind).toBe(false)
        expect(
          d.has('s-maxage') || d.has('immutable') || kind === 'publicFile' || kind === 'permanentRedirect',
          kind,
        ).toBe(true)
      } else {
        expect(d.get('no-store'), kind).toBe(true)
      }
    }
  })

  it('pages: browsers revalidate at once, the shared cache keeps them, serves stale while refreshing and while servers fail', () => {
    for (const kind of ['page', 'sharedRead'] as const) {
      const d = directives(cachePolicy[kind])
      expect(d.get('public')).toBe(true)
      expect(d.get('max-age')).toBe(0)
      expect(d.get('s-maxage')).toBeGreaterThanOrEqual(60)
      expect(d.get('stale-while-revalidate')).toBeGreaterThan(0)
      expect(d.get('stale-if-error')).toBeGreaterThanOrEqual(3600)
    }
    // A missing page is shared more briefly than a page.
    expect(directives(cachePolicy.notFound).get('s-maxage')).toBeLessThan(
      directives(cachePolicy.page).get('s-maxage') as number,
    )
  })

  it('hashed assets are immutable for a year; a missing asset, private answers and probes are never stored', () => {
    expect(cachePolicy.immutable).toBe('public, max-age=31536000, immutable')
    expect(cachePolicy.missingAsset).toBe('no-store')
    expect(cachePolicy.private).toBe('private, no-store')
    for (const kind of sharedKinds) expect(cachePolicy[kind]).toMatch(/^public/)
  })
})

describe('what an answer is', () => {
  const page = {
    method: 'GET',
    pathname: '/community',
    status: 200,
    contentType: 'text/html; charset=utf-8',
    setsCookie: false,
    personal: false,
  }

  it('a page, a missing page, an error page', () => {
    expect(answerKind(page)).toBe('page')
    expect(answerKind({ ...page, status: 404 })).toBe('notFound')
    expect(answerKind({ ...page, status: 500 })).toBe('private')
    expect(answerKind({ ...page, status: 410 })).toBe('private')
  })

  it('anything that sets a cookie, read something personal or is not a GET is private', () => {
    expect(answerKind({ ...page, setsCookie: true })).toBe('private')
    expect(answerKind({ ...page, personal: true })).toBe('private')
    expect(answerKind({ ...page, method: 'POST' })).toBe('private')
  })

  it('tRPC: a successful batch of shared reads is shared, anything else is private', () => {
    const rpc = { ...page, pathname: '/api/trpc/community.listGroups', contentType: 'application/json' }
    expect(answerKind(rpc)).toBe('sharedRead')
    expect(answerKind({ ...rpc, status: 400 })).toBe('private')
    expect(answerKind({ ...rpc, personal: true })).toBe('private')
    expect(answerKind({ ...rpc, method: 'POST' })).toBe('private')
  })

  it('other answers without a policy of their own are private', () => {
    expect(answerKind({ ...page, pathname: '/api/something', contentType: 'text/plain' })).toBe('private')
  })
})
