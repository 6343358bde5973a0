// All public post and expert slugs, for the sitemap.
import { readDb } from '../db/read.ts'
import { experts, posts } from '../db/schema.ts'
import { iso } from './mapping.ts'
import { visiblePosts } from './visibility.ts'

export async function listSlugs() {
  const database = await readDb()
  const [postRows, expertRows] = await Promise.all([
    database
      .select({ slug: posts.slug, locale: posts.locale, createdAt: posts.createdAt })
      .from(posts)
      .where(visiblePosts()),
    database.select({ slug: experts.slug }).from(experts),
  ])
  return {
    posts: postRows.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    experts: expertRows.map((e) => e.slug),
  }
}
