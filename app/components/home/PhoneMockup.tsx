// App mock-ups drawn as SVG: a phone frame around a tracking screen, with localized text.
import { formatNumber } from '~/lib/format'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

import { Card, Frame, H, Lines, TabBar, W, font, wrapText } from './MockupParts'

type Variant = 'pregnancy' | 'cycle' | 'baby'

function PregnancyScreen({ id }: { id: string }) {
  const circumference = 2 * Math.PI * 66
  return (
    <>
      <text x="30" y="88" fontFamily={font} fontSize="26" fontWeight="800" fill="#1e1b2e">
        {m.home_mockup_week()}
      </text>
      <text x="30" y="108" fontFamily={font} fontSize="13" fill="#6b21a8">
        {m.home_mockup_trimester()}
      </text>
      <circle cx="150" cy="200" r="66" fill="none" stroke="#ede9fe" strokeWidth="12" />
      <circle
        cx="150"
        cy="200"
        r="66"
        fill="none"
        stroke={`url(#${id}-accent)`}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${circumference * 0.6} ${circumference}`}
        transform="rotate(-90 150 200)"
      />
      {/* The baby, curled up */}
      <circle cx="150" cy="200" r="48" fill="#fce7f3" />
      <ellipse cx="158" cy="214" rx="26" ry="20" fill="#fbcfe8" />
      <circle cx="140" cy="190" r="21" fill="#fbcfe8" />
      <path
        d="M132 189q4 4 8 0M146 189q4 4 8 0"
        stroke="#9d174d"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="131" cy="197" r="3.5" fill="#f9a8d4" />
      <circle cx="155" cy="197" r="3.5" fill="#f9a8d4" />
      <path d="M140 201q3 2.5 6 0" stroke="#9d174d" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <Lines
        x={150}
        y={296}
        lines={wrapText(m.home_mockup_size(), 26).slice(0, 2)}
        size={14}
        gap={18}
        fontWeight="600"
        fill="#1e1b2e"
        textAnchor="middle"
      />
      <rect x="95" y="326" width="110" height="26" rx="13" fill="#ede9fe" />
      <text
        x="150"
        y="343.5"
        fontFamily={font}
        fontSize="12"
        fontWeight="600"
        fill="#5b21b6"
        textAnchor="middle"
      >
        {m.home_mockup_days_left()}
      </text>
      {/* The baby's pattern of movements, never a count or a daily target (review M2: what matters
          is noticing a change in the usual pattern). */}
      <Card x={26} y={368} w={118} h={74}>
        <text x="40" y="392" fontFamily={font} fontSize="11" fill="#64748b">
          {m.home_mockup_movements()}
        </text>
        <Lines
          x={40}
          y={412}
          lines={wrapText(m.home_mockup_movements_pattern(), 11).slice(0, 2)}
          size={13}
          gap={16}
          fontWeight="700"
          fill="#7c3aed"
        />
      </Card>
      <Card x={156} y={368} w={118} h={74}>
        <text x="170" y="392" fontFamily={font} fontSize="11" fill="#64748b">
          {m.home_mockup_appointment()}
        </text>
        <text x="170" y="424" fontFamily={font} fontSize="15" fontWeight="700" fill="#1e1b2e">
          {m.home_mockup_appointment_when()}
        </text>
      </Card>
      <Card x={26} y={454} w={248} h={62}>
        <circle cx="50" cy="485" r="13" fill="#fdf2f8" />
        <path d="M50 478v8M50 490v1" stroke="#db2777" strokeWidth="2.4" strokeLinecap="round" />
        <text x="72" y="476" fontFamily={font} fontSize="11" fontWeight="700" fill="#be185d">
          {m.home_mockup_tip()}
        </text>
        <Lines
          x={72}
          y={492}
          lines={wrapText(m.home_mockup_tip_text(), 32).slice(0, 2)}
          size={11}
          gap={14}
          fill="#334155"
        />
      </Card>
      <TabBar active={0} />
    </>
  )
}

function CycleScreen({ id }: { id: string }) {
  const days = Array.from({ length: 28 }, (_, i) => i)
  return (
    <>
      <text x="30" y="88" fontFamily={font} fontSize="24" fontWeight="800" fill="#1e1b2e">
        {m.home_mockup_cycle_day()}
      </text>
      {days.map((day) => {
        const angle = (day / 28) * Math.PI * 2 - Math.PI / 2
        const period = day < 5
        const fertile = day >= 9 && day <= 14
        const today = day === 12
        return (
          <circle
            key={day}
            cx={150 + Math.cos(angle) * 84}
            cy={212 + Math.sin(angle) * 84}
            r={today ? 11 : 7}
            fill={period ? '#f472b6' : fertile ? '#2dd4bf' : '#ddd6fe'}
            stroke={today ? `url(#${id}-accent)` : 'none'}
            strokeWidth="3"
          />
        )
      })}
      <circle cx="150" cy="212" r="60" fill="#fff" />
      <text
        x="150"
        y="206"
        fontFamily={font}
        fontSize="13"
        fontWeight="600"
        fill="#0f766e"
        textAnchor="middle"
      >
        {m.home_mockup_cycle()}
      </text>
      <text
        x="150"
        y="232"
        fontFamily={font}
        fontSize="30"
        fontWeight="800"
        fill="#1e1b2e"
        textAnchor="middle"
      >
        13
      </text>
      <rect x="60" y="322" width="180" height="28" rx="14" fill="#ccfbf1" />
      <text
        x="150"
        y="340.5"
        fontFamily={font}
        fontSize="12"
        fontWeight="600"
        fill="#115e59"
        textAnchor="middle"
      >
        {m.home_mockup_ovulation()}
      </text>
      {[0, 1, 2].map((row) => (
        <Card key={row} x={26} y={366 + row * 52} w={248} h={42}>
          <circle cx="48" cy={387 + row * 52} r="9" fill={['#fce7f3', '#ede9fe', '#ccfbf1'][row]} />
          <rect x="66" y={381 + row * 52} width={[120, 90, 140][row]} height="6" rx="3" fill="#e2e8f0" />
          <rect x="66" y={391 + row * 52} width={[70, 110, 60][row]} height="5" rx="2.5" fill="#f1f5f9" />
        </Card>
      ))}
      <TabBar active={1} />
    </>
  )
}

function Milestone({ lines }: { lines: string[] }) {
  // One line sits in the middle of the 60-high card, two share it.
  const first = lines.length > 1 ? 356 : 365
  return <Lines x={42} y={first} lines={lines} size={13} gap={17} fontWeight="700" fill="#be185d" />
}

function BabyScreen() {
  return (
    <>
      <circle cx="54" cy="84" r="20" fill="#fde68a" />
      <path d="M46 84q8 7 16 0" stroke="#92400e" strokeWidth="2" fill="none" strokeLinecap="round" />
      <text x="84" y="80" fontFamily={font} fontSize="17" fontWeight="800" fill="#1e1b2e">
        Leo
      </text>
      <text x="84" y="98" fontFamily={font} fontSize="12" fill="#64748b">
        {`3 m · ${formatNumber(6.2, currentLocale())} kg`}
      </text>
      <Card x={26} y={124} w={248} h={70}>
        <text x="42" y="150" fontFamily={font} fontSize="11" fill="#64748b">
          {m.home_mockup_feed()}
        </text>
        <text x="42" y="176" fontFamily={font} fontSize="17" fontWeight="700" fill="#1e1b2e">
          {m.home_mockup_feed_when()}
        </text>
      </Card>
      <Card x={26} y={206} w={248} h={112}>
        <text x="42" y="232" fontFamily={font} fontSize="11" fill="#64748b">
          {m.home_mockup_sleep()}
        </text>
        {[34, 52, 40, 66, 58, 72, 48].map((h, i) => (
          <rect
            key={i}
            x={44 + i * 32}
            y={304 - h}
            width="18"
            height={h}
            rx="6"
            fill={i === 5 ? '#7c3aed' : '#ddd6fe'}
          />
        ))}
      </Card>
      <Card x={26} y={330} w={248} h={60}>
        {/* Wrapped: "Nova conquista: o primeiro sorriso!" ran past the card on one line. */}
        <Milestone lines={wrapText(`★ ${m.home_mockup_milestone()}`, 28).slice(0, 2)} />
      </Card>
      <TabBar active={2} />
    </>
  )
}

export function PhoneMockup({
  variant,
  label,
  className = '',
}: {
  variant: Variant
  /** Accessible description; without it the mock-up is decorative. */
  label?: string
  className?: string
}) {
  const id = `phone-${variant}`
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Frame id={id}>
        {variant === 'pregnancy' && <PregnancyScreen id={id} />}
        {variant === 'cycle' && <CycleScreen id={id} />}
        {variant === 'baby' && <BabyScreen />}
      </Frame>
    </svg>
  )
}
