import type { GroupView } from '@core/community/views'
import * as m from '@core/paraglide/messages'
import { membersLabel } from '~/lib/text-format'
import { stageLabel } from './format'
import { GetAppButton } from '~/components/download/GetApp'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { globe } from '~/components/ui/icons/globe'
import { lock } from '~/components/ui/icons/lock'
import { users } from '~/components/ui/icons/users'

const stages = ['trying', 'pregnant', 'post_partum'] as const
const stageStyle = {
  trying: 'from-pink-50 to-white border-pink-100',
  pregnant: 'from-violet-50 to-white border-violet-100',
  post_partum: 'from-sky-50 to-white border-sky-100',
} as const

export function VisibilityMark({ visibility }: { visibility: GroupView['visibility'] }) {
  const isPrivate = visibility === 'private'
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        isPrivate ? 'bg-slate-800 text-white' : 'bg-emerald-100 text-emerald-900'
      }`}
      title={isPrivate ? m.community_group_private_hint() : m.community_group_public_hint()}
      data-testid={`visibility-${visibility}`}
    >
      <Icon shape={isPrivate ? lock : globe} className="h-3.5 w-3.5" />
      {isPrivate ? m.community_group_private() : m.community_group_public()}
    </span>
  )
}

/**
 * A private group's posts are never on the web (issue 15): its card says where they are and
 * invites the visitor to join in the app. Needs a GetAppProvider above it.
 */
function PrivateGroupInvite({ group }: { group: GroupView }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3" data-testid="private-group-invite">
      <p className="flex gap-2 text-sm leading-6 text-slate-700">
        <Icon shape={lock} className="mt-1 h-4 w-4 shrink-0 text-slate-600" />
        {m.community_group_private_invite()}
      </p>
      <GetAppButton
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm font-semibold text-violet-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
        testId="join-private-group"
      >
        {m.community_group_join({ group: group.name })}
        <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
      </GetAppButton>
    </div>
  )
}

/** The groups in three columns, one per stage, each group with its visibility and members. */
export function GroupsByStage({ groups, headingLevel = 3 }: { groups: GroupView[]; headingLevel?: 3 | 4 }) {
  const StageHeading = headingLevel === 3 ? 'h3' : 'h4'
  const GroupHeading = headingLevel === 3 ? 'h4' : 'h5'
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {stages.map((stage) => (
        <section
          key={stage}
          className={`rounded-2xl border bg-gradient-to-b p-5 sm:p-6 ${stageStyle[stage]}`}
          data-testid={`stage-${stage}`}
        >
          <StageHeading className="text-lg font-bold text-slate-900">{stageLabel(stage)}</StageHeading>
          <ul className="mt-4 space-y-3">
            {groups
              .filter((g) => g.stage === stage)
              .map((group) => (
                <li
                  key={group.slug}
                  id={`group-${group.slug}`}
                  className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="group"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <GroupHeading className="font-semibold text-slate-900">{group.name}</GroupHeading>
                    <VisibilityMark visibility={group.visibility} />
                  </div>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{group.description}</p>
                  <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
                    <Icon shape={users} className="h-4 w-4 text-violet-700" />
                    {membersLabel(group.members)}
                  </p>
                  {group.visibility === 'private' && <PrivateGroupInvite group={group} />}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
