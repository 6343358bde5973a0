// Inline SVG illustrations for the community pages: soft shapes in the brand colours, no
// raster images. All decorative (aria-hidden): the text next to them says what they show.
const base = { 'aria-hidden': true, focusable: 'false', viewBox: '0 0 320 240' } as const

export function CommunityArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <defs>
        <linearGradient id="cm-hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ede9fe" />
          <stop offset="1" stopColor="#fce7f3" />
        </linearGradient>
      </defs>
      <path
        d="M40 120c0-62 52-100 120-100s128 34 128 96-44 108-128 108S40 182 40 120z"
        fill="url(#cm-hero-bg)"
      />
      {/* Three conversation bubbles, each with its author. */}
      <g>
        <rect x="58" y="48" width="150" height="50" rx="25" fill="#fff" stroke="#ddd6fe" strokeWidth="2" />
        <circle cx="82" cy="73" r="14" fill="#f9a8d4" />
        <rect x="104" y="64" width="84" height="7" rx="3.5" fill="#c4b5fd" />
        <rect x="104" y="77" width="56" height="7" rx="3.5" fill="#e9d5ff" />
      </g>
      <g>
        <rect x="120" y="110" width="160" height="50" rx="25" fill="#6d28d9" />
        <circle cx="256" cy="135" r="14" fill="#c4b5fd" />
        <rect x="138" y="126" width="92" height="7" rx="3.5" fill="#ede9fe" />
        <rect x="138" y="139" width="64" height="7" rx="3.5" fill="#a78bfa" />
      </g>
      <g>
        <rect x="50" y="172" width="140" height="46" rx="23" fill="#fff" stroke="#fbcfe8" strokeWidth="2" />
        <circle cx="73" cy="195" r="13" fill="#fcd34d" />
        <rect x="94" y="187" width="76" height="7" rx="3.5" fill="#f9a8d4" />
        <rect x="94" y="199" width="48" height="7" rx="3.5" fill="#fce7f3" />
      </g>
      <path
        d="M246 64c-6-10-22-6-20 6 1 8 11 14 20 20 9-6 19-12 20-20 2-12-14-16-20-6z"
        fill="#ec4899"
        opacity=".85"
      />
      <circle cx="226" cy="196" r="6" fill="#a78bfa" />
      <circle cx="34" cy="94" r="5" fill="#f472b6" />
    </svg>
  )
}

export function GroupsArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="20" y="24" width="280" height="192" rx="36" fill="#fdf2f8" />
      {[
        { cx: 100, fill: '#f9a8d4', ring: '#ec4899' },
        { cx: 160, fill: '#c4b5fd', ring: '#7c3aed' },
        { cx: 220, fill: '#7dd3fc', ring: '#0284c7' },
      ].map((c, i) => (
        <g key={i}>
          <circle cx={c.cx} cy="104" r="34" fill="#fff" stroke={c.ring} strokeWidth="3" />
          <circle cx={c.cx} cy="94" r="12" fill={c.fill} />
          <path d={`M${c.cx - 20} 126c4-14 12-19 20-19s16 5 20 19`} fill={c.fill} />
        </g>
      ))}
      <rect x="70" y="160" width="180" height="12" rx="6" fill="#ddd6fe" />
      <rect x="100" y="182" width="120" height="10" rx="5" fill="#fbcfe8" />
      <g transform="translate(244 42)">
        <rect width="40" height="40" rx="12" fill="#1e293b" />
        <rect x="12" y="19" width="16" height="12" rx="2.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M15 19v-3.5a5 5 0 0 1 10 0V19" fill="none" stroke="#fff" strokeWidth="2.5" />
      </g>
    </svg>
  )
}

export function QaArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="20" y="24" width="280" height="192" rx="36" fill="#f5f3ff" />
      <rect x="44" y="52" width="168" height="112" rx="18" fill="#6d28d9" />
      <circle cx="128" cy="100" r="24" fill="#fff" opacity=".95" />
      <path d="M121 88v24l20-12z" fill="#6d28d9" />
      <rect x="62" y="140" width="132" height="6" rx="3" fill="#a78bfa" />
      <rect x="62" y="140" width="58" height="6" rx="3" fill="#f9a8d4" />
      <g transform="translate(214 96)">
        <rect width="72" height="96" rx="20" fill="#fff" stroke="#ddd6fe" strokeWidth="2" />
        <rect x="26" y="16" width="20" height="36" rx="10" fill="#ec4899" />
        <path
          d="M18 44a18 18 0 0 0 36 0M36 62v12"
          fill="none"
          stroke="#7c3aed"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      <path d="M62 188h60M62 202h36" stroke="#c4b5fd" strokeWidth="8" strokeLinecap="round" />
    </svg>
  )
}

export function ConsultArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="20" y="24" width="280" height="192" rx="36" fill="#f0f9ff" />
      <rect x="104" y="36" width="112" height="176" rx="22" fill="#1e293b" />
      <rect x="112" y="50" width="96" height="148" rx="14" fill="#fff" />
      <circle cx="160" cy="96" r="26" fill="#e0f2fe" />
      <circle cx="160" cy="90" r="10" fill="#0369a1" />
      <path d="M143 114c3-10 10-13 17-13s14 3 17 13" fill="#0369a1" />
      <rect x="124" y="136" width="72" height="18" rx="9" fill="#ede9fe" />
      <rect x="134" y="162" width="52" height="18" rx="9" fill="#6d28d9" />
      <g transform="translate(226 60)">
        <rect width="64" height="40" rx="14" fill="#ec4899" />
        <path
          d="M20 20l8 8 16-16"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(34 140)">
        <rect width="60" height="36" rx="14" fill="#fff" stroke="#bae6fd" strokeWidth="2" />
        <circle cx="18" cy="18" r="4" fill="#0284c7" />
        <circle cx="30" cy="18" r="4" fill="#38bdf8" />
        <circle cx="42" cy="18" r="4" fill="#7dd3fc" />
      </g>
    </svg>
  )
}

export function PhotosArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="20" y="24" width="280" height="192" rx="36" fill="#fff7ed" />
      <g transform="rotate(-8 110 120)">
        <rect x="52" y="58" width="116" height="132" rx="12" fill="#fff" stroke="#fed7aa" strokeWidth="2" />
        <rect x="62" y="68" width="96" height="86" rx="8" fill="#fde68a" />
        <circle cx="88" cy="92" r="10" fill="#fff" />
        <path d="M62 144l30-28 22 20 16-12 28 24v6H62z" fill="#f59e0b" />
      </g>
      <g transform="rotate(7 210 118)">
        <rect x="150" y="50" width="116" height="132" rx="12" fill="#fff" stroke="#fbcfe8" strokeWidth="2" />
        <rect x="160" y="60" width="96" height="86" rx="8" fill="#fce7f3" />
        <ellipse cx="208" cy="110" rx="26" ry="22" fill="#f9a8d4" />
        <circle cx="208" cy="84" r="13" fill="#f472b6" />
      </g>
      <path d="M246 176c-5-8-18-5-16 5 1 6 9 11 16 16 7-5 15-10 16-16 2-10-11-13-16-5z" fill="#ec4899" />
    </svg>
  )
}

export function ExpertSpaceArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="20" y="24" width="280" height="192" rx="36" fill="#f5f3ff" />
      <rect x="48" y="50" width="224" height="56" rx="18" fill="#fff" stroke="#ddd6fe" strokeWidth="2" />
      <circle cx="78" cy="78" r="16" fill="#c4b5fd" />
      <rect x="104" y="68" width="110" height="8" rx="4" fill="#6d28d9" />
      <rect x="104" y="82" width="72" height="8" rx="4" fill="#ddd6fe" />
      <g transform="translate(232 64)">
        <circle cx="14" cy="14" r="14" fill="#7c3aed" />
        <path
          d="M8 14l4 4 8-8"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x="48" y="122" width="224" height="70" rx="18" fill="#6d28d9" />
      <rect x="68" y="140" width="150" height="8" rx="4" fill="#ede9fe" />
      <rect x="68" y="154" width="120" height="8" rx="4" fill="#a78bfa" />
      <rect x="68" y="168" width="90" height="8" rx="4" fill="#a78bfa" />
    </svg>
  )
}

export function SearchArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <circle cx="160" cy="120" r="96" fill="#f5f3ff" />
      <rect x="84" y="70" width="120" height="90" rx="16" fill="#fff" stroke="#ddd6fe" strokeWidth="2" />
      <rect x="100" y="90" width="70" height="8" rx="4" fill="#c4b5fd" />
      <rect x="100" y="106" width="88" height="8" rx="4" fill="#ede9fe" />
      <rect x="100" y="122" width="54" height="8" rx="4" fill="#fbcfe8" />
      <circle cx="196" cy="150" r="30" fill="none" stroke="#6d28d9" strokeWidth="10" />
      <path d="M218 172l26 26" stroke="#6d28d9" strokeWidth="12" strokeLinecap="round" />
    </svg>
  )
}
