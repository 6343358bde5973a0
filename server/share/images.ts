// GET /api/share/{kind}/{slug}.png?locale=xx: a page's 1200×630 share image (og:image), drawn
// from its title with sharp and cached on disk (render slots, in-flight sharing, atomic
// writes). Kinds are looked up in `shareKinds`; a post of a private group is
// "not found", exactly as its page is (server/community/visibility.ts).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { type Locale, baseLocale, isLocale } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'
import { parseWeekParam } from '../../core/pregnancy/weeks.ts'
import { isSlug } from '../../core/schemas/community-limits.ts'
import { visiblePosts } from '../community/visibility.ts'
import { db } from '../db/client.ts'
import { experts, groups, posts, pregnancyWeeks } from '../db/schema.ts'
import { env, publicConfig } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'
import { type ShareCard, shareCardSvg } from './card.ts'
import { etagMatches } from '../http/conditional.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'

const CACHE_VERSION = 'v1'
// One libvips job per core at most: this machine class has two and also serves pages.
const MAX_CONCURRENT_RENDERS = 2
let running = 0
const waiting: Array<() => void> = []

/** Runs a sharp job when one of the render slots is free. */
export async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_RENDERS) await new Promise<void>((go) => waiting.push(go))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** sharp, loaded on the first conversion: libvips costs each server process ~30 MB it may never use. */
export async function loadSharp() {
  return (await import('sharp')).default
}

/** What a card says, without the brand: null when there is no such (public) page. */
type CardText = Pick<ShareCard, 'eyebrow' | 'title'>
type KindResolver = (slug: string, locale: Locale) => Promise<CardText | null>

/** One entry per page kind with a share image; the week pages add theirs here. */
export const shareKinds: Record<string, KindResolver> = {
  // Each names what it draws: a change to it purges the image with the page (decision 031).
  post: async (slug, locale) => {
    declareContentKeys(`post:${slug}`)
    const [row] = await (await db())
      .select({ title: posts.title, group: groups.name })
      .from(posts)
      .innerJoin(groups, eq(groups.id, posts.groupId))
      .where(visiblePosts(eq(posts.slug, slug)))
      .limit(1)
    if (!row) return null
    return {
      eyebrow: `${m.nav_community({}, { locale })} · ${row.group[locale]}`,
      title: row.title.trim() || m.community_untitled({}, { locale }),
    }
  },
  expert: async (slug, locale) => {
    declareContentKeys(`expert:${slug}`)
    const [row] = await (await db())
      .select({ name: experts.name, speciality: experts.speciality })
      .from(experts)
      .where(eq(experts.slug, slug))
      .limit(1)
    return row ? { eyebrow: row.speciality[locale], title: row.name } : null
  },
  // Slug `week-{n}`, the canonical page's last segment; the number is parsed as the page parses it.
  week: async (slug, locale) => {
    const week = slug.startsWith('week-') ? parseWeekParam(slug.slice('week-'.length)) : null
    if (week === null) return null
    declareContentKeys(`week:${week}`)
    const [row] = await (await db())
      .select({ title: pregnancyWeeks.title })
      .from(pregnancyWeeks)
      .where(and(eq(pregnancyWeeks.locale, locale), eq(pregnancyWeeks.week, week)))
      .limit(1)
    if (!row) return null
    return {
      eyebrow: `${m.pregnancy_hub_title({}, { locale })} · ${m.pregnancy_week_label({ week: String(week) }, { locale })}`,
      title: row.title,
    }
  },
}

export type ShareRequest =
  | { ok: true; kind: string; slug: string; locale: Locale }
  | { ok: false; status: 400 | 404; message: string }

/** `/api/share/{kind}/{file}` with `file` = `{slug}.png`, and `?locale=` (default English). */
export function parseShareRequest(kind: string, file: string, url: URL): ShareRequest {
  const slug = file.endsWith('.png') ? file.slice(0, -'.png'.length) : ''
  if (!Object.hasOwn(shareKinds, kind) || !isSlug(slug))
    return { ok: false, status: 404, message: 'no such image' }
  for (const key of url.searchParams.keys()) {
    if (key !== 'locale') return { ok: false, status: 400, message: `unknown parameter ${key}` }
  }
  const locale = url.searchParams.get('locale') ?? baseLocale
  if (!isLocale(locale)) return { ok: false, status: 400, message: 'locale must be en, es or pt' }
  return { ok: true, kind, slug, locale }
}

const inFlight = new Map<string, Promise<Buffer>>()

export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const sharp = await loadSharp()
  return withRenderSlot(() =>
    sharp(Buffer.from(shareCardSvg(card)))
      .png({ palette: true, compressionLevel: 9, effort: 4 })
      .toBuffer(),
  )
}

/**
 * A page's images sit in their own folder, `share-cache/{kind}/{slug}/`, so a takedown removes
 * them by slug in every process that heard of it (server/cache/listeners.ts).
 */
export function shareImageDir(kind: string, slug: string): string {
  return resolve(env().DATA_DIR, 'share-cache', kind, slug)
}

async function cachedImage(
  kind: string,
  slug: string,
  key: string,
  card: ShareCard,
): Promise<{ body: Buffer; cached: boolean }> {
  const dir = shareImageDir(kind, slug)
  const target = join(dir, `${key}.png`)
  const cached = await readFile(target).catch(() => undefined)
  if (cached) return { body: cached, cached: true }
  let job = inFlight.get(key)
  if (!job) {
    job = (async () => {
      const body = await renderShareImage(card)
      // A memory:// data folder (unit tests) has no disk: the image is served uncached.
      if (!env().DATA_DIR.startsWith('memory://')) {
        await mkdir(dir, { recursive: true })
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
        await writeFile(temporary, body)
        await rename(temporary, target)
      }
      return body
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, job)
  }
  return { body: await job, cached: false }
}

export async function handleShareImage(request: Request, kind: string, file: string): Promise<Response> {
  const text = (status: number, message: string) =>
    new Response(`${message}\n`, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
    })
  const parsed = parseShareRequest(kind, file, new URL(request.url))
  if (!parsed.ok) return text(parsed.status, parsed.message)
  const found = await shareKinds[parsed.kind]!(parsed.slug, parsed.locale)
  if (!found) return text(404, 'no such image')
  const { siteName, siteUrl } = publicConfig()
  const card: ShareCard = { ...found, siteName, footer: new URL(siteUrl).host }
  // The key follows what is drawn: a changed title gives a new image (and ETag).
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, card]))
    .digest('hex')
    .slice(0, 32)
  const etag = `"${key}"`
  const headers = { etag, 'cache-control': cachePolicy.generated }
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  try {
    const { body, cached } = await cachedImage(parsed.kind, parsed.slug, key, card)
    return new Response(new Uint8Array(body), {
      headers: {
        ...headers,
        'content-type': 'image/png',
        'content-length': String(body.length),
        'x-content-type-options': 'nosniff',
        'x-image-cache': cached ? 'hit' : 'miss',
      },
    })
  } catch (error) {
    log.error({ kind: parsed.kind, err: errorFields(error) }, 'share: could not render')
    return text(500, 'could not render the image')
  }
}
