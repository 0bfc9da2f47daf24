import {
  partnerRoleLabels,
  partnerRoles,
  type PartnerMember,
  type PartnerMemberStatus,
  type PartnerRole,
} from '@ridelane/domain'
import { useId, useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import {
  TEAM_CHANGE_ERROR,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
} from '../api/partner-team'

const statusText: Record<PartnerMemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  invitation_expired: 'Invitation expired',
}
const statusTone: Record<PartnerMemberStatus, string> = {
  active: 'bg-success-50 text-success-700',
  invited: 'bg-warning-50 text-warning-800',
  invitation_expired: 'bg-danger-50 text-danger-700',
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })
export const formatTeamDate = (iso: string) => dateFormat.format(new Date(iso))

export function StatusPill({ status }: { status: PartnerMemberStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[status])}>
      {statusText[status]}
    </span>
  )
}

/** The cells every row shares: who, role, status and when invited. */
export function MemberFacts({
  name,
  email,
  you,
  children,
}: {
  name: string
  email: string
  you: boolean
  children: ReactNode
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-semibold break-words text-ink-900">
        {name}
        {you && (
          <>
            {' '}
            <span className="text-sm font-normal text-ink-600">(you)</span>
          </>
        )}
      </p>
      <p className="text-sm break-all text-ink-600">{email}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
        {children}
      </div>
    </div>
  )
}

/** One colleague: their facts, and for an admin who is not them, the role, resend and remove. */
export function TeamMemberRow({ member, you }: { member: PartnerMember; you: boolean }) {
  const roleId = useId()
  const changeRole = useChangeRoleMutation()
  const resend = useResendInvitationMutation()
  const remove = useRemoveMemberMutation()
  const [confirming, setConfirming] = useState(false)
  const joined = member.status === 'active'
  const error = changeRole.error ?? resend.error ?? remove.error
  const done = changeRole.data ?? resend.data

  return (
    <li className="border-t border-ink-100 py-4 first:border-t-0">
      <div className="flex flex-wrap items-start gap-4">
        <MemberFacts name={member.name} email={member.email} you={you}>
          <span>{partnerRoleLabels[member.role]}</span>
          <StatusPill status={member.status} />
          <span>Invited {formatTeamDate(member.invited_at)}</span>
        </MemberFacts>
        {!you && (
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={roleId} className="block text-xs font-semibold text-ink-700">
                Role of {member.name}
              </label>
              <Select
                id={roleId}
                className="mt-1 h-10 w-32"
                value={member.role}
                disabled={changeRole.isPending}
                onChange={(event) =>
                  changeRole.mutate({ id: member.id, role: event.target.value as PartnerRole })
                }
              >
                {partnerRoles.map((option) => (
                  <option key={option} value={option}>
                    {partnerRoleLabels[option]}
                  </option>
                ))}
              </Select>
            </div>
            {!joined && (
              <Button
                variant="outline"
                size="sm"
                loading={resend.isPending}
                onClick={() => resend.mutate(member.id)}
              >
                Resend invitation
              </Button>
            )}
            {!confirming && (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                {joined ? 'Remove' : 'Cancel invitation'}
              </Button>
            )}
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={joined ? `Remove ${member.name}` : `Cancel the invitation of ${member.name}`}
          className="mt-3 rounded-control border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-700"
        >
          <p>
            {joined
              ? `Remove ${member.name} from your team? They are signed out at once; the bookings they made stay.`
              : `Cancel the invitation of ${member.name}? The link in their mail stops working.`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate(member.id)}
            >
              {joined ? `Remove ${member.name}` : 'Cancel invitation'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        </div>
      )}
      {done && !error && (
        <p role="status" className="mt-2 text-sm text-ink-700">
          {done.message}
        </p>
      )}
      {Boolean(error) && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(error, TEAM_CHANGE_ERROR)}
        </Alert>
      )}
    </li>
  )
}
