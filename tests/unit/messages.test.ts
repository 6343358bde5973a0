// No message falls back to another language: every key exists, non-empty, in all three; and every
// catalogue is compiled (a file missing from project.inlang is silently left out of the build).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folders = [
  'messages',
  ...readdirSync('messages')
    .filter((f) => statSync(join('messages', f)).isDirectory())
    .map((f) => join('messages', f)),
]

function catalogue(folder: string, locale: string): Record<string, string> {
  const data = JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>
  delete data.$schema
  return data
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe.each(folders)('%s', (folder) => {
  const en = catalogue(folder, 'en')
  for (const locale of ['es', 'pt']) {
    it(`${locale} has every key of en, non-empty, with the same placeholders`, () => {
      const other = catalogue(folder, locale)
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('')
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(en[key]!))
      }
    })
  }
  it('keys are unique across all message files', () => {
    const seen = new Map<string, string>()
    for (const f of folders) {
      for (const key of Object.keys(catalogue(f, 'en'))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${f}`).toBeUndefined()
        seen.set(key, f)
      }
    }
  })
})

describe('project.inlang', () => {
  it('compiles every message file, and only files that exist', () => {
    const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'))
    const patterns: string[] = settings['plugin.inlang.messageFormat'].pathPattern
    const listed = patterns.map((p) => join(p.replace('/{locale}.json', '')))
    expect([...listed].sort()).toEqual([...folders].sort())
  })
})

// One message per sentence: a mail says what the site already says through the site's message.
describe('messages/mail', () => {
  const locales = ['en', 'es', 'pt']
  const texts = (folder: string, key: string) => locales.map((l) => catalogue(folder, l)[key])
  it('repeats no message of another catalogue or of its own (the same text in all three locales)', () => {
    const known = new Map<string, string>()
    for (const folder of folders.filter((f) => f !== join('messages', 'mail'))) {
      for (const key of Object.keys(catalogue(folder, 'en')))
        known.set(JSON.stringify(texts(folder, key)), key)
    }
    for (const key of Object.keys(catalogue(join('messages', 'mail'), 'en'))) {
      const text = JSON.stringify(texts(join('messages', 'mail'), key))
      expect(known.get(text), `mail: ${key}`).toBeUndefined()
      known.set(text, key)
    }
  })
})
