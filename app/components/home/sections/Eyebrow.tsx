import type { ReactNode } from 'react'

export function Eyebrow({
  children,
  className = 'text-violet-700',
}: {
  children: ReactNode
  className?: string
}) {
  return <p className={`text-sm font-bold uppercase tracking-wider ${className}`}>{children}</p>
}
