// Inline SVG illustrations of the benefits page (CommunityArt and SearchArt are apart): soft shapes in the brand colours, no
// raster images. All decorative (aria-hidden): the text next to them says what they show.
import { artSvg as base } from './art-base'

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
