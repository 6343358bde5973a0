// Avatars drawn locally from a seed (DiceBear), so no image is fetched from anywhere.

export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg'

export function avatarUrl(seed: string | null | undefined): string {
  return seed ? `/api/avatars/${encodeURIComponent(seed)}` : DEFAULT_AVATAR_URL
}

const cache = new Map<string, string>()
const CACHE_MAX = 2000

export async function renderAvatar(seed: string): Promise<string> {
  let svg = cache.get(seed)
  if (!svg) {
    // The one style drawn, loaded by the first avatar (pages only link to avatars).
    const [{ createAvatar }, notionists] = await Promise.all([
      import('@dicebear/core'),
      import('@dicebear/notionists'),
    ])
    svg = createAvatar(notionists, {
      seed,
      size: 96,
      backgroundColor: ['ede9fe', 'fce7f3', 'e0f2fe', 'dcfce7', 'fef3c7'],
    }).toString()
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
    cache.set(seed, svg)
  }
  return svg
}
