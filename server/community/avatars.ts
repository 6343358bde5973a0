// Avatars drawn locally from a seed (DiceBear), so no image is fetched from anywhere.

export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg'

export function avatarUrl(seed: string | null | undefined): string {
  return seed ? `/api/avatars/${encodeURIComponent(seed)}` : DEFAULT_AVATAR_URL
}

// Drawing one takes ~0.05 ms and browsers keep it a year (immutable), so nothing is kept here:
// a cache would only hold what strangers ask for (any seed up to 100 characters draws).
export async function renderAvatar(seed: string): Promise<string> {
  // The one style drawn, loaded by the first avatar (pages only link to avatars).
  const [{ createAvatar }, notionists] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/notionists'),
  ])
  return createAvatar(notionists, {
    seed,
    size: 96,
    backgroundColor: ['ede9fe', 'fce7f3', 'e0f2fe', 'dcfce7', 'fef3c7'],
  }).toString()
}
