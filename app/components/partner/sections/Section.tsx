import type { ReactNode } from 'react'

export function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: string
  title: string
  intro?: string
  tone?: 'white' | 'tinted'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === 'tinted' ? 'bg-gradient-to-b from-slate-50 to-violet-50/40' : 'bg-white'}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-2xl">
          <h2
            id={`${id}-title`}
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-10 lg:mt-12">{children}</div>
      </div>
    </section>
  )
}
