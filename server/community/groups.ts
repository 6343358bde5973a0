// The groups, by stage (trying, pregnant, post-partum), then in the order they were made.
import type { Locale } from '../../core/i18n/locales'
import type { GroupView } from '../../core/community/views'
import { declareContentKeys } from '../cache/surrogate-keys'
import { readDb } from '../db/read'
import { groups } from '../db/schema'
import { groupView } from './mapping'

const stageOrder = { trying: 0, pregnant: 1, post_partum: 2 }

export async function listGroups(locale: Locale): Promise<GroupView[]> {
  const rows = await (await readDb()).select().from(groups).orderBy(groups.id)
  declareContentKeys('community', ...rows.map((g) => `group:${g.slug}` as const))
  return rows
    .sort((a, b) => stageOrder[a.stage] - stageOrder[b.stage] || a.id - b.id)
    .map((g) => groupView(g, locale))
}
