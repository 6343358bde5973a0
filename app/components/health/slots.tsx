import { Fragment, type ReactNode } from 'react'

/**
 * A message with elements in its placeholders, in the word order of each language:
 * `withSlots(m.x, { expert: <a/>, date: <time/> })`.
 */
// The marker is a private-use character: no message contains one.
export function withSlots<Name extends string>(
  message: (params: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes) as Name[]
  const text = message(
    Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE000`])) as Record<Name, string>,
  )
  return text.split(/\uE000(\d+)\uE000/).map((part, index) =>
    // Odd parts are the placeholders' indexes.
    index % 2 === 1 ? <Fragment key={index}>{nodes[names[Number(part)]!]}</Fragment> : part,
  )
}
