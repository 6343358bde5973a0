// Compliance badges drawn for the site, 85×85 as the spec asks.
export function GdprBadge({ label }: { label: string }) {
  // The ring of stars runs outside the words (radius 33; the words stay within 25 of the centre).
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2
    // Rounded: the browser's sin and cos may differ from the server's in the last digits,
    // and React would find the server's attributes wrong at hydration.
    const at = (offset: number) => Math.round((42.5 + offset * 33) * 100) / 100
    return [at(Math.cos(angle)), at(Math.sin(angle))] as const
  })
  return (
    <svg role="img" aria-label={label} width="85" height="85" viewBox="0 0 85 85">
      <title>{label}</title>
      <circle cx="42.5" cy="42.5" r="41" fill="#1e3a8a" />
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.3" fill="#facc15" data-star="" />
      ))}
      <text
        x="42.5"
        y="42"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
        fill="#fff"
      >
        GDPR
      </text>
      <text
        x="42.5"
        y="53"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="6.5"
        fontWeight="600"
        fill="#fff"
      >
        COMPLIANT
      </text>
    </svg>
  )
}

export function SocBadge({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="85" height="85" viewBox="0 0 85 85">
      <title>{label}</title>
      <circle cx="42.5" cy="42.5" r="41" fill="#0f172a" />
      <circle cx="42.5" cy="42.5" r="34" fill="none" stroke="#38bdf8" strokeWidth="2" />
      <text
        x="42.5"
        y="40"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="17"
        fontWeight="800"
        fill="#fff"
      >
        SOC 2
      </text>
      <text
        x="42.5"
        y="54"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="8"
        fontWeight="600"
        fill="#bae6fd"
      >
        TYPE II
      </text>
    </svg>
  )
}
