// axe-core with the WCAG 2.2 AA rule tags: the list of violations, empty when clean.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** `within`: a selector to check alone (an overlay), else the whole page. */
export async function axeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }))
}
