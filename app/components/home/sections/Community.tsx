import { Link } from '@tanstack/react-router'
import { Icon } from '~/components/ui/Icon'
import { arrow } from '~/components/ui/icons/arrow'
import { check } from '~/components/ui/icons/check'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { SectionTitle } from '~/components/ui/Eyebrow'
import { primaryButton } from '~/components/ui/buttons'

function ChatBubble({
  author,
  text,
  tone,
  align,
}: {
  author: string
  text: string
  tone: string
  align: 'start' | 'end'
}) {
  return (
    <li className={`flex ${align === 'end' ? 'justify-end' : ''}`}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${tone}`}>
        <p className="text-xs font-bold">{author}</p>
        <p className="mt-1 leading-6">{text}</p>
      </div>
    </li>
  )
}

export function Community() {
  const siteName = useSiteName()
  const points = [
    m.home_community_point_groups(),
    m.home_community_point_experts(),
    m.home_community_point_photos(),
  ]
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionTitle
            id="community-title"
            eyebrow={m.home_community_eyebrow({ siteName })}
            eyebrowClassName="text-pink-700"
          >
            {m.home_community_title()}
          </SectionTitle>
          <p className="mt-5 text-lg leading-8 text-slate-600">{m.home_community_text()}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
                  <Icon shape={check} className="h-4 w-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/community" className={primaryButton}>
              {m.home_community_cta()}
              <Icon shape={arrow} className="h-5 w-5" />
            </Link>
            <Link
              to="/community/benefits"
              className="inline-flex min-h-12 items-center rounded-full px-6 py-3 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              {m.home_community_benefits_cta()}
            </Link>
          </div>
        </div>
        <div
          className="rounded-[2rem] bg-gradient-to-br from-pink-50 to-violet-100 p-5 sm:p-8"
          aria-hidden="true"
        >
          <ul className="space-y-4">
            <ChatBubble
              author={m.home_chat_1_author()}
              text={m.home_chat_1_text()}
              tone="bg-white text-slate-800"
              align="start"
            />
            <ChatBubble
              author={m.home_chat_2_author()}
              text={m.home_chat_2_text()}
              tone="bg-violet-700 text-white"
              align="end"
            />
            <ChatBubble
              author={m.home_chat_3_author()}
              text={m.home_chat_3_text()}
              tone="bg-white text-slate-800 ring-2 ring-teal-300"
              align="start"
            />
          </ul>
        </div>
      </div>
    </section>
  )
}
