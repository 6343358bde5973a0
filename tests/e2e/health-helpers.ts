// What every reviewed health page's spec checks the same way (a month, the cycle hub): its
// sources listed in order, each a link to its URL, and its MedicalWebPage JSON-LD citing them.
import type { Page } from '@playwright/test'
import { jsonLd } from './community-helpers'
import { expect } from './fixtures'

/** Checks the listed and cited sources; answers the page's MedicalWebPage for further checks. */
export async function expectCitedSources(
  page: Page,
  sources: ReadonlyArray<{ url: string }>,
): Promise<Awaited<ReturnType<typeof jsonLd>>[number]> {
  const items = page.getByTestId('week-sources').getByRole('listitem')
  await expect(items).toHaveCount(sources.length)
  for (const [index, source] of sources.entries())
    await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', source.url)
  const medical = (await jsonLd(page)).find((d) => d['@type'] === 'MedicalWebPage')!
  expect(medical.citation.map((c: { url: string }) => c.url)).toEqual(sources.map((s) => s.url))
  return medical
}
