import type { AnyRouteMatch } from '@tanstack/react-router'

interface RootLoaderData {
  siteName: string
}

/** `Page | Site` title and description meta for a route's head(). */
export function siteNameOf(matches: AnyRouteMatch[]): string {
  return (matches[0]?.loaderData as RootLoaderData | undefined)?.siteName ?? 'Nestwell'
}

export function pageHead(matches: AnyRouteMatch[], page: { title: string; description?: string }) {
  const siteName = siteNameOf(matches)
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`
  const meta: Array<Record<string, string>> = [{ title }]
  if (page.description) meta.push({ name: 'description', content: page.description })
  return { meta }
}
