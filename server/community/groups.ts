// The groups, by stage (trying, pregnant, post-partum), then in the order they were made.
import type { Locale } from '../../core/i18n/locales.ts'
import type { GroupView } from '../../core/community/views.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { groups } from '../db/schema.ts'
import { groupView } from './mapping.ts'

const stageOrder = { trying: 0, pregnant: 1, post_partum: 2 }

export async function listGroups(locale: Locale): Promise<GroupView[]> {
  const rows = await (await readDb()).select().from(groups).orderBy(groups.id)
  declareContentKeys('community', ...rows.map((g) => `group:${g.slug}` as const))
  return rows
    .sort((a, b) => stageOrder[a.stage] - stageOrder[b.stage] || a.id - b.id)
    .map((g) => groupView(g, locale))
}
