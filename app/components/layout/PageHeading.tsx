import type { ReactNode } from 'react'

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-violet-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  )
}

export function ComingSoon({ text }: { text: string }) {
  return <p className="mx-auto max-w-7xl px-4 py-8 text-slate-600 sm:px-6">{text}</p>
}
