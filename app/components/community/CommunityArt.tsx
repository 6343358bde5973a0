// The community illustration: the community index and the benefits page.
import { artSvg as base } from './art-base'

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
