import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Suspense } from 'react'
// biome-ignore lint/style/noRestrictedImports: the icon pipeline is being folded into the product's icons (issue 17)
import { resolveIconInProcess } from '../../../server/platform/icons'
import { type ResolvedIcon, loadIcon, splitIconName } from '@core/images/icons'

// During SSR the icon is read in-process and its data travels with the page (no request
// after hydration); in the browser, icons of later pages come from /api/icons in batches.
const fetchIcon = createIsomorphicFn()
  .server(async (prefix: string, name: string) => resolveIconInProcess(prefix, name))
  .client((prefix: string, name: string) => loadIcon(prefix, name))

export function iconQueryOptions(prefix: string, name: string) {
  return queryOptions<ResolvedIcon | null>({
    queryKey: ['icon', prefix, name],
    queryFn: () => fetchIcon(prefix, name),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  })
}

export interface IconProps {
  /** "set:name", e.g. "lucide:heart" or "nw:stroller". */
  name: string
  /** Size and colour come from CSS: 1em square by default, currentColor. */
  className?: string
  /** Gives the icon a name for assistive technology; without it the icon is decorative. */
  title?: string
}

export function Icon({ name, className = '', title }: IconProps) {
  const placeholder = (
    <span aria-hidden="true" className={`inline-block h-[1em] w-[1em] ${className}`} data-icon={name} />
  )
  const parsed = splitIconName(name)
  if (!parsed) {
    if (typeof window !== 'undefined') console.warn('[icons] not an icon name:', name)
    return placeholder
  }
  return (
    <Suspense fallback={placeholder}>
      <IconSvg prefix={parsed.prefix} name={parsed.name} full={name} className={className} title={title}>
        {placeholder}
      </IconSvg>
    </Suspense>
  )
}

function IconSvg(props: {
  prefix: string
  name: string
  full: string
  className: string
  title?: string
  children: React.ReactNode
}) {
  const { data } = useSuspenseQuery(iconQueryOptions(props.prefix, props.name))
  if (!data) return props.children
  const label = props.title ? { role: 'img', 'aria-label': props.title } : { 'aria-hidden': true as const }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={data.viewBox}
      width="1em"
      height="1em"
      className={`inline-block shrink-0 ${props.className}`}
      data-icon={props.full}
      focusable="false"
      {...label}
      // Trusted markup: the installed icon sets and the site's own set, never visitor input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG body of a local icon set
      dangerouslySetInnerHTML={{ __html: data.body }}
    />
  )
}
