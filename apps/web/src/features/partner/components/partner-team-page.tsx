import { partnerRoleLabels } from '@ridelane/domain'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePartnerTeamQuery, LOAD_TEAM_ERROR } from '../api/partner-team'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { InviteMemberForm } from './invite-member-form'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'
import { MemberFacts, StatusPill, TeamMemberRow } from './team-member-row'

const card = 'rounded-card bg-white p-6 shadow-card'

/** /partner/team: the account's own login and its colleagues; admins only (the nav hides it). */
export function PartnerTeamPage() {
  useDocumentTitle('Team')
  const { viewer } = usePartnerAuth()
  const team = usePartnerTeamQuery()

  return (
    <>
      <PartnerPageIntro title="Team">
        <p>
          Colleagues who book under this account, each with their own sign-in. Admins also manage
          the team and the business profile; bookers book and see the account&apos;s bookings.
        </p>
      </PartnerPageIntro>
      {team.isPending ? (
        <LoadingPanel label="Loading your team..." />
      ) : team.isError ? (
        <LoadErrorPanel error={team.error} fallback={LOAD_TEAM_ERROR} />
      ) : (
        <div className="mx-auto grid max-w-6xl gap-6 px-gutter py-8">
          <section aria-labelledby="invite-heading" className={card}>
            <h2 id="invite-heading" className="mb-4 text-lg font-bold text-ink-900">
              Invite a colleague
            </h2>
            <InviteMemberForm />
          </section>
          <section aria-labelledby="members-heading" className={card}>
            <h2 id="members-heading" className="text-lg font-bold text-ink-900">
              Who has access
            </h2>
            <ul className="mt-2" aria-label="Team members">
              <li className="py-4">
                <MemberFacts
                  name="Account login"
                  email={team.data.owner.email}
                  you={viewer?.kind === 'owner'}
                >
                  <span>{partnerRoleLabels.admin}</span>
                  <StatusPill status="active" />
                  <span>The account&apos;s own sign-in; it cannot be removed.</span>
                </MemberFacts>
              </li>
              {team.data.members.map((member) => (
                <TeamMemberRow
                  key={member.id}
                  member={member}
                  you={viewer?.kind === 'member' && viewer.email === member.email}
                />
              ))}
            </ul>
            {team.data.members.length === 0 && (
              <p className="mt-2 text-sm text-ink-600">
                No colleagues yet. Invite one above: they will appear here.
              </p>
            )}
          </section>
        </div>
      )}
    </>
  )
}
