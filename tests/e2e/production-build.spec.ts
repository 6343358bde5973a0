// The production build has no test code (decision 042): no test page, no test route, no test
// switch, in the server bundle or in anything a browser loads; the browser suite's additions
// live in tests/support/test-server and wrap this build from outside.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, oneWidth, test } from './fixtures'

/** What only tests use: a name or path of any of it in dist/ means it was compiled in. */
const testOnly = [
  '/test-error',
  '/test-platform',
  '/api/test/',
  '/api/image',
  'ENABLE_TEST_ROUTES',
  'installFormsTestSwitches',
  'x-test-client',
  '@fail.test',
  'Deliberate error for the browser suite',
  'formsSnapshot',
  'expireRevocationLinks',
  'insertTestComment',
  'pdfTextLines',
]

function scripts(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
}

test.describe('the production build', oneWidth, () => {
  for (const side of ['server', 'client'] as const) {
    test(`has no test code in its ${side} bundle`, () => {
      const files = scripts(join('dist', side))
      expect(files.length).toBeGreaterThan(5)
      const found = files.flatMap(({ file, text }) =>
        testOnly.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`),
      )
      expect(found).toEqual([])
    })
  }

  test('ships a path table without test pages to browsers', () => {
    // The localized path table is in the browser's JavaScript: found by a Spanish path word.
    const tables = scripts(join('dist', 'client')).filter(({ text }) =>
      text.includes('/asociate-con-nosotros'),
    )
    expect(tables.length).toBeGreaterThan(0)
    for (const { file, text } of tables) expect(text, file).not.toMatch(/["'`]\/test-/)
  })
})
