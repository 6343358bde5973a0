// A translated sentence with links in it. Apart from the field kit: the deletion page shows one
// before its form's code (TanStack Form) loads.
import type { ReactNode } from 'react'

/**
 * A translated sentence with links in it: `{name}` placeholders of the message are replaced by
 * the given elements (messages stay whole sentences, so each language keeps its word order).
 */
export function withLinks(
  render: (params: Record<string, string>) => string,
  links: Record<string, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(links).map((name, i) => [name, `\uE000${i}\uE000`]))
  const names = Object.keys(links)
  return render(marks)
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) => (index % 2 === 1 ? <span key={index}>{links[names[Number(part)]!]}</span> : part))
}
