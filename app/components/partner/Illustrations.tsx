// Inline SVG illustrations of the partner page (decorative: hidden from assistive technology).

export function HeroIllustration({ rating, mau }: { rating: string; mau: string }) {
  return (
    <svg viewBox="0 0 520 460" aria-hidden="true" className="h-auto w-full" role="presentation">
      <defs>
        <linearGradient id="pw-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ede9fe" />
          <stop offset="1" stopColor="#fce7f3" />
        </linearGradient>
        <linearGradient id="pw-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
        <filter id="pw-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#4c1d95" floodOpacity="0.18" />
        </filter>
      </defs>
      <circle cx="270" cy="230" r="200" fill="url(#pw-bg)" />
      <circle cx="430" cy="80" r="26" fill="#fbcfe8" />
      <circle cx="80" cy="380" r="18" fill="#ddd6fe" />

      {/* Phone */}
      <g filter="url(#pw-shadow)">
        <rect x="180" y="40" width="190" height="390" rx="34" fill="#0f172a" />
        <rect x="190" y="50" width="170" height="370" rx="26" fill="#ffffff" />
      </g>
      <rect x="250" y="58" width="50" height="8" rx="4" fill="#0f172a" />
      <rect x="204" y="80" width="142" height="118" rx="18" fill="url(#pw-screen)" />
      <text x="218" y="106" fill="#ede9fe" fontSize="11" fontWeight="600" fontFamily="system-ui, sans-serif">
        24
      </text>
      <circle cx="275" cy="146" r="34" fill="none" stroke="#a78bfa" strokeWidth="8" />
      <path
        d="M275 112a34 34 0 0 1 31 48"
        fill="none"
        stroke="#ffffff"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path
        d="M268 146c0-5 4-8 7-8s7 3 7 8c0 6-7 11-7 11s-7-5-7-11Z"
        fill="#f9a8d4"
        transform="translate(0 -4)"
      />
      <rect x="218" y="184" width="60" height="6" rx="3" fill="#c4b5fd" />
      {[214, 256, 298, 340].map((y, i) => (
        <g key={y}>
          <rect x="204" y={y} width="142" height="34" rx="12" fill={i === 0 ? '#fdf2f8' : '#f8fafc'} />
          <circle cx="222" cy={y + 17} r="9" fill={['#f472b6', '#a78bfa', '#34d399', '#fbbf24'][i]} />
          <rect x="238" y={y + 10} width={70 - i * 8} height="6" rx="3" fill="#cbd5e1" />
          <rect x="238" y={y + 20} width={48 + i * 6} height="5" rx="2.5" fill="#e2e8f0" />
        </g>
      ))}
      <rect x="204" y="384" width="142" height="22" rx="11" fill="#ede9fe" />

      {/* Rating card */}
      <g filter="url(#pw-shadow)">
        <rect x="36" y="96" width="168" height="76" rx="18" fill="#ffffff" />
      </g>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${52 + i * 20} 112)`}
          d="M8 0l2.4 5 5.6.8-4 3.9.9 5.5L8 12.6 3.1 15.2 4 9.7 0 5.8 5.6 5Z"
          fill="#f59e0b"
        />
      ))}
      <text x="52" y="156" fill="#0f172a" fontSize="22" fontWeight="800" fontFamily="system-ui, sans-serif">
        {rating}
      </text>
      <rect x="100" y="142" width="84" height="8" rx="4" fill="#e2e8f0" />

      {/* Audience card */}
      <g filter="url(#pw-shadow)">
        <rect x="330" y="250" width="168" height="124" rx="18" fill="#ffffff" />
      </g>
      <text x="348" y="282" fill="#6d28d9" fontSize="22" fontWeight="800" fontFamily="system-ui, sans-serif">
        {mau}
      </text>
      {[30, 44, 38, 58, 50, 72].map((h, i) => (
        <rect
          key={i}
          x={350 + i * 22}
          y={356 - h}
          width="14"
          height={h}
          rx="5"
          fill={i === 5 ? '#db2777' : '#c4b5fd'}
        />
      ))}

      {/* Chat bubble */}
      <g filter="url(#pw-shadow)">
        <path
          d="M56 250h110a16 16 0 0 1 16 16v38a16 16 0 0 1-16 16H92l-18 16v-16H56a16 16 0 0 1-16-16v-38a16 16 0 0 1 16-16Z"
          fill="#ffffff"
        />
      </g>
      <circle cx="68" cy="276" r="10" fill="#fbcfe8" />
      <rect x="86" y="270" width="74" height="6" rx="3" fill="#cbd5e1" />
      <rect x="86" y="282" width="52" height="6" rx="3" fill="#e2e8f0" />
      <rect x="60" y="298" width="96" height="6" rx="3" fill="#ede9fe" />
    </svg>
  )
}

/** Small square illustrations of the four ad formats. */
export function FormatIllustration({ kind }: { kind: 'media' | 'coreg' | 'special' | 'community' }) {
  const frame = (children: React.ReactNode) => (
    <svg viewBox="0 0 160 96" aria-hidden="true" className="h-24 w-full" role="presentation">
      <rect width="160" height="96" rx="16" fill="#f5f3ff" />
      {children}
    </svg>
  )
  switch (kind) {
    case 'media':
      return frame(
        <>
          <rect x="18" y="16" width="56" height="64" rx="10" fill="#ffffff" stroke="#ddd6fe" />
          <rect x="26" y="24" width="40" height="24" rx="6" fill="#c4b5fd" />
          <rect x="26" y="54" width="34" height="5" rx="2.5" fill="#cbd5e1" />
          <rect x="26" y="64" width="24" height="5" rx="2.5" fill="#e2e8f0" />
          <rect x="84" y="16" width="60" height="36" rx="10" fill="#6d28d9" />
          <path d="M109 26v16l13-8Z" fill="#ffffff" />
          <rect x="84" y="58" width="60" height="22" rx="8" fill="#fce7f3" />
          <rect x="92" y="66" width="30" height="6" rx="3" fill="#f472b6" />
        </>,
      )
    case 'coreg':
      return frame(
        <>
          <rect x="30" y="14" width="100" height="68" rx="12" fill="#ffffff" stroke="#ddd6fe" />
          <rect x="42" y="26" width="58" height="6" rx="3" fill="#cbd5e1" />
          <rect x="42" y="40" width="14" height="14" rx="4" fill="#6d28d9" />
          <path d="m45 47 3 3 5-6" stroke="#ffffff" strokeWidth="2" fill="none" strokeLinecap="round" />
          <rect x="62" y="44" width="54" height="6" rx="3" fill="#e2e8f0" />
          <rect x="42" y="62" width="76" height="12" rx="6" fill="#db2777" />
        </>,
      )
    case 'special':
      return frame(
        <>
          <path d="M80 14l6 14 15 1-12 10 4 15-13-8-13 8 4-15-12-10 15-1Z" fill="#f59e0b" />
          <rect x="22" y="62" width="36" height="20" rx="8" fill="#c4b5fd" />
          <rect x="62" y="62" width="36" height="20" rx="8" fill="#f9a8d4" />
          <rect x="102" y="62" width="36" height="20" rx="8" fill="#a78bfa" />
          <circle cx="30" cy="26" r="6" fill="#fbcfe8" />
          <circle cx="132" cy="30" r="8" fill="#ddd6fe" />
        </>,
      )
    case 'community':
      return frame(
        <>
          <circle cx="48" cy="38" r="14" fill="#c4b5fd" />
          <circle cx="80" cy="30" r="16" fill="#f9a8d4" />
          <circle cx="112" cy="38" r="14" fill="#a78bfa" />
          <rect x="30" y="58" width="100" height="24" rx="12" fill="#ffffff" stroke="#ddd6fe" />
          <rect x="42" y="67" width="50" height="6" rx="3" fill="#cbd5e1" />
          <rect x="98" y="65" width="22" height="10" rx="5" fill="#6d28d9" />
        </>,
      )
  }
}
