// No message falls back to another language: every key exists, non-empty, in all three.
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
