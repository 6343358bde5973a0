// The pieces every phone mock-up is drawn with: the frame and status bar, the tab bar, cards, lines.
export const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
export const W = 300
export const H = 612

/** Splits text into lines of at most `max` characters, at spaces. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

export function Lines({
  x,
  y,
  lines,
  size,
  gap,
  ...rest
}: { x: number; y: number; lines: string[]; size: number; gap: number } & React.SVGProps<SVGTextElement>) {
  return (
    <text x={x} y={y} fontFamily={font} fontSize={size} {...rest}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : gap}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

export function Frame({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <>
      <defs>
        <clipPath id={`${id}-screen`}>
          <rect x="12" y="12" width={W - 24} height={H - 24} rx="36" />
        </clipPath>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f5f3ff" />
          <stop offset="1" stopColor="#fdf2f8" />
        </linearGradient>
        <linearGradient id={`${id}-accent`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width={W - 2} height={H - 2} rx="46" fill="#1e1b2e" />
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="43" fill="none" stroke="#3f3a52" strokeWidth="2" />
      <g clipPath={`url(#${id}-screen)`}>
        <rect x="12" y="12" width={W - 24} height={H - 24} fill={`url(#${id}-bg)`} />
        {children}
      </g>
      <rect x={W / 2 - 44} y="22" width="88" height="24" rx="12" fill="#1e1b2e" />
      <text x="38" y="40" fontFamily={font} fontSize="13" fontWeight="600" fill="#1e1b2e">
        9:41
      </text>
      <rect x="236" y="29" width="24" height="12" rx="3.5" fill="none" stroke="#1e1b2e" strokeWidth="1.4" />
      <rect x="238.5" y="31.5" width="16" height="7" rx="1.5" fill="#1e1b2e" />
      <rect x="218" y="33" width="3" height="8" rx="1" fill="#1e1b2e" />
      <rect x="223" y="30" width="3" height="11" rx="1" fill="#1e1b2e" />
      <rect x="228" y="27" width="3" height="14" rx="1" fill="#1e1b2e" />
    </>
  )
}

export function TabBar({ active }: { active: number }) {
  return (
    <g>
      <rect x="12" y={H - 84} width={W - 24} height="72" fill="#fff" />
      <line x1="12" x2={W - 12} y1={H - 84} y2={H - 84} stroke="#ede9fe" />
      {[0, 1, 2, 3].map((i) => {
        const cx = 57 + i * 62
        const on = i === active
        return (
          <g key={i}>
            <rect x={cx - 11} y={H - 70} width="22" height="22" rx="7" fill={on ? '#7c3aed' : '#ddd6fe'} />
            <rect x={cx - 14} y={H - 42} width="28" height="4" rx="2" fill={on ? '#7c3aed' : '#e9e5f5'} />
          </g>
        )
      })}
      <rect x={W / 2 - 50} y={H - 24} width="100" height="4" rx="2" fill="#1e1b2e" />
    </g>
  )
}

export function Card({
  x,
  y,
  w,
  h,
  children,
}: {
  x: number
  y: number
  w: number
  h: number
  children: React.ReactNode
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="16" fill="#fff" stroke="#ede9fe" />
      {children}
    </g>
  )
}
