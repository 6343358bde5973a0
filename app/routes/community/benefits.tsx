import { Link, createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { GroupView } from '@core/community/views'
import { Avatar } from '~/components/community/Author'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { primaryCompactButton, secondaryCompactButton } from '~/components/ui/buttons'
import { CommunityHero } from '~/components/community/CommunityHero'
import { VisibilityMark } from '~/components/community/Groups'
import { Icon, type IconShape } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { headphones } from '~/components/ui/icons/headphones'
import { heart } from '~/components/ui/icons/heart'
import { smartphone } from '~/components/ui/icons/smartphone'
import { sparkles } from '~/components/ui/icons/sparkles'
import { stethoscope } from '~/components/ui/icons/stethoscope'
import { video } from '~/components/ui/icons/video'
import { CommunityArt } from '~/components/community/CommunityArt'
import { ConsultArt, ExpertSpaceArt, GroupsArt, PhotosArt, QaArt } from '~/components/community/Illustrations'
import { TextStoreBadges } from '~/components/ui/TextStoreBadges'
import { expertsOptions, groupsOptions } from '~/components/community/queries'
import { membersLabel } from '~/lib/text-format'
import { stageLabel } from '~/components/community/format'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

export const Route = createFileRoute('/community/benefits')({
  loader: async ({ context }) => {
    const locale = currentLocale()
    const [groups, experts, heads] = await Promise.all([
      context.fetchOnce(groupsOptions(context.trpc, locale)),
      context.fetchOnce(expertsOptions(context.trpc, locale)),
      // The head's words come with the loader's chunk, not with the route tree every page loads.
      import('~/components/community/route-heads'),
    ])
    return { groups, experts, seo: await heads.benefitsSeo(context) }
  },
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const siteName = useSiteName()
  const { groups, experts } = Route.useLoaderData()

  return (
    <GetAppProvider>
      <CommunityHero
        eyebrow={m.community_benefits_eyebrow()}
        title={m.page_benefits_heading()}
        intro={m.community_benefits_intro()}
        art={<CommunityArt className="mx-auto hidden w-full max-w-md lg:block" />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <GetAppButton className={primaryCompactButton}>{m.community_index_join()}</GetAppButton>
          <Link to="/community" className={secondaryCompactButton}>
            {m.nav_community()}
            <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
          </Link>
        </div>
      </CommunityHero>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 lg:space-y-28">
        <Benefit
          id="groups"
          art={<GroupsArt className="w-full" />}
          title={m.community_benefits_groups_title()}
          text={m.community_benefits_groups_text()}
          cta={m.community_benefits_groups_cta()}
        >
          <StageLists groups={groups} />
        </Benefit>

        <Benefit
          id="qa"
          flip
          art={<QaArt className="w-full" />}
          title={m.community_benefits_qa_title()}
          text={m.community_benefits_qa_text()}
          cta={m.community_benefits_qa_cta()}
        >
          <Points
            items={[
              [video, m.community_benefits_qa_point_1()],
              [headphones, m.community_benefits_qa_point_2()],
              [sparkles, m.community_benefits_qa_point_3()],
            ]}
          />
        </Benefit>

        <Benefit
          id="consultations"
          art={<ConsultArt className="w-full" />}
          title={m.community_benefits_consult_title()}
          text={m.community_benefits_consult_text()}
          cta={m.community_benefits_consult_cta()}
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <p className="flex items-center gap-3 rounded-2xl bg-pink-50 p-4 font-semibold text-pink-900">
              <Icon shape={heart} className="h-6 w-6 shrink-0" />
              {m.community_benefits_consult_free()}
            </p>
            <p className="flex items-center gap-3 rounded-2xl bg-violet-50 p-4 font-semibold text-violet-900">
              <Icon shape={stethoscope} className="h-6 w-6 shrink-0" />
              {m.community_benefits_consult_premium()}
            </p>
          </div>
        </Benefit>

        <Benefit
          id="photos"
          flip
          art={<PhotosArt className="w-full" />}
          title={m.community_benefits_photos_title()}
          text={m.community_benefits_photos_text()}
          cta={m.community_benefits_photos_cta()}
        />

        <Benefit
          id="expert-space"
          art={<ExpertSpaceArt className="w-full" />}
          title={m.community_benefits_space_title()}
          text={m.community_benefits_space_text()}
          cta={m.community_benefits_space_cta()}
        >
          <ul className="flex flex-wrap gap-2" data-testid="benefit-experts">
            {experts.map((expert) => (
              <li key={expert.slug}>
                <Link
                  to="/community/experts/$slug"
                  params={{ slug: expert.slug }}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 ps-1 pe-3 text-sm font-medium text-slate-800 hover:border-violet-300 hover:text-violet-800"
                >
                  <Avatar src={expert.avatarUrl} size={32} />
                  {expert.name}
                </Link>
              </li>
            ))}
          </ul>
        </Benefit>
      </div>

      <section
        aria-labelledby="final-cta"
        className="mx-4 mt-8 rounded-3xl bg-gradient-to-br from-violet-700 to-violet-900 px-6 py-12 text-center text-white sm:mx-6 lg:mx-auto lg:max-w-5xl"
      >
        <h2 id="final-cta" className="text-3xl font-extrabold tracking-tight">
          {m.community_benefits_final_title()}
        </h2>
        <p className="mt-3 text-lg text-violet-100">{m.community_benefits_final_text()}</p>
        <div className="mt-8 flex flex-col items-center gap-5">
          <TextStoreBadges className="justify-center" />
          <GetAppButton className="hidden min-h-11 items-center gap-2 rounded-full bg-white md:inline-flex px-6 py-3 font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white">
            <Icon shape={smartphone} className="h-5 w-5" />
            {m.community_dialog_title({ siteName })}
          </GetAppButton>
        </div>
      </section>
    </GetAppProvider>
  )
}

function Benefit({
  id,
  art,
  title,
  text,
  cta,
  flip = false,
  children,
}: {
  id: string
  art: ReactNode
  title: string
  text: string
  cta: string
  flip?: boolean
  children?: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-16"
      data-testid={`benefit-${id}`}
    >
      <div className={`mx-auto w-full max-w-md ${flip ? 'lg:order-2' : ''}`}>{art}</div>
      <div>
        <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight text-slate-900">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-700">{text}</p>
        {children && <div className="mt-6">{children}</div>}
        <div className="mt-8">
          <GetAppButton className={primaryCompactButton} testId={`cta-${id}`}>
            {cta}
          </GetAppButton>
        </div>
      </div>
    </section>
  )
}

function Points({ items }: { items: Array<[IconShape, string]> }) {
  return (
    <ul className="space-y-3">
      {items.map(([icon, text]) => (
        <li key={text} className="flex items-center gap-3 text-slate-800">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
            <Icon shape={icon} className="h-5 w-5" />
          </span>
          {text}
        </li>
      ))}
    </ul>
  )
}

function StageLists({ groups }: { groups: GroupView[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {(['trying', 'pregnant', 'post_partum'] as const).map((stage) => (
        <div key={stage} className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 className="font-bold text-slate-900">{stageLabel(stage)}</h3>
          <ul className="mt-3 space-y-3">
            {groups
              .filter((g) => g.stage === stage)
              .map((group) => (
                <li key={group.slug} className="text-sm">
                  <p className="font-medium text-slate-900">{group.name}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
                    <VisibilityMark visibility={group.visibility} />
                    <span>{membersLabel(group.members)}</span>
                  </p>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
