import type { ReactNode } from 'react'
import { Eyebrow } from '~/components/ui/Eyebrow'

/** The top of the community pages: eyebrow, heading, intro and actions, a drawing beside them. */
export function CommunityHero({
  eyebrow,
  title,
  intro,
  art,
  children,
}: {
  eyebrow: string
  title: string
  intro: string
  art: ReactNode
  children: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-violet-50 via-white to-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:py-16">
        <div>
          <Eyebrow className="text-pink-700">{eyebrow}</Eyebrow>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{intro}</p>
          {children}
        </div>
        {art}
      </div>
    </div>
  )
}
