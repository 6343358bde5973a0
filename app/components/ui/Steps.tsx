// A numbered list of steps (how a partnership goes, how a data request goes), on a dark or a
// light background.
const tones = {
  dark: {
    number: 'bg-violet-600 text-lg font-bold',
    title: 'text-lg font-bold',
    text: 'text-slate-300',
  },
  light: {
    number: 'bg-violet-100 font-bold text-violet-800',
    title: 'font-semibold text-slate-900',
    text: 'text-slate-600',
  },
}

export function Steps({
  steps,
  tone,
  className,
}: {
  steps: Array<{ title: string; text: string }>
  tone: keyof typeof tones
  className: string
}) {
  const look = tones[tone]
  return (
    <ol className={`space-y-6 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${look.number}`}
          >
            {index + 1}
          </span>
          <div>
            <h3 className={look.title}>{step.title}</h3>
            <p className={`mt-1 leading-7 ${look.text}`}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
