// axe-core with the WCAG 2.2 AA rule tags: the list of violations, empty when clean.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }))
}
