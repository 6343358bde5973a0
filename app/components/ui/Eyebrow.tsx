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

/** A section's eyebrow over its heading. */
export function SectionTitle({
  id,
  eyebrow,
  eyebrowClassName,
  children,
}: {
  id: string
  eyebrow: ReactNode
  eyebrowClassName?: string
  children: ReactNode
}) {
  return (
    <>
      <Eyebrow className={eyebrowClassName}>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {children}
      </h2>
    </>
  )
}
