// A page loads its messages' text in its own language only (build/locale-strings.ts, decision
// 050): the scripts hold no text, the page carries its first load's strings inline, and a chunk
// loaded later (a preload, a client navigation) brings its strings from the locale's folder.
import { cmsg } from './community-helpers'
import { type Locale, expect, locales, msg, oneWidth, prefix, test } from './fixtures'
import { hydrated } from './platform-helpers'

for (const locale of locales) {
  const others = locales.filter((other) => other !== locale)

  test(
    `${locale}: every script the page runs holds ${locale} text only, also after a client navigation`,
    oneWidth,
    async ({ page }) => {
      const scripts = new Map<string, string>()
      page.on('response', async (response) => {
        const path = new URL(response.url()).pathname
        if (path.endsWith('.js')) scripts.set(path, await response.text().catch(() => ''))
      })
      await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' })
      await hydrated(page)

      const textOf = (key: string, of: Locale) => msg(of, key)
      const inline = (await page.locator('script:not([src])').allTextContents()).join('\n')
      const loaded = () => [inline, ...scripts.values()].join('\n')
      // The skip link's message is in the shell chunk that every page loads: its strings are inline.
      expect(inline).toContain(textOf('skip_to_content', locale))
      for (const other of others) expect(loaded()).not.toContain(textOf('skip_to_content', other))
      const stringsFiles = () => [...scripts.keys()].filter((path) => path.startsWith('/assets/l10n/'))
      // The shell's own strings file is never asked for: the import map sends its import to the shell.
      expect(stringsFiles().filter((path) => path.includes('/shell-'))).toEqual([])

      await page
        .locator('header')
        .getByRole('link', { name: msg(locale, 'nav_community'), exact: true })
        .first()
        .click()
      await expect(
        page.getByRole('heading', { name: cmsg(locale, 'community_latest_heading'), exact: true }),
      ).toBeVisible()
      // The community page's chunks came after the first load: their strings came as files.
      expect(stringsFiles().length).toBeGreaterThan(0)
      expect(stringsFiles().filter((path) => !path.startsWith(`/assets/l10n/${locale}/`))).toEqual([])
      for (const other of others) expect(loaded()).not.toContain(cmsg(other, 'community_latest_heading'))
    },
  )
}
