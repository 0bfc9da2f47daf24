import { zodResolver } from '@hookform/resolvers/zod'
import {
  PARTNER_INVITATION_LIFETIME_HOURS,
  partnerInviteSchema,
  partnerRoleDescriptions,
  partnerRoleLabels,
  partnerRoles,
  type PartnerInvite,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { TEAM_CHANGE_ERROR, useInviteMemberMutation } from '../api/partner-team'

const days = PARTNER_INVITATION_LIFETIME_HOURS / 24

/** Invites a colleague by name, email and role; the form clears once the mail is on its way. */
export function InviteMemberForm() {
  const invite = useInviteMemberMutation()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<PartnerInvite>({
    resolver: zodResolver(partnerInviteSchema),
    defaultValues: { name: '', email: '', role: 'booker' },
  })
  const role = watch('role')

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        for (const detail of error instanceof ApiError ? error.details : []) {
          if (detail.path === 'name' || detail.path === 'email' || detail.path === 'role') {
            setError(detail.path, { message: detail.message })
          }
        }
      },
    }),
  )
  const fieldProblem = invite.error instanceof ApiError && invite.error.details.length > 0

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Invite a colleague">
      <p className="text-sm text-ink-700">
        They get an email with a link to choose their own password; it works once, for {days} days.
      </p>
      {invite.isSuccess && <Alert tone="success">{invite.data.message}</Alert>}
      {invite.isError && !fieldProblem && (
        <Alert tone="danger">{apiErrorMessage(invite.error, TEAM_CHANGE_ERROR)}</Alert>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Role" error={errors.role?.message} hint={partnerRoleDescriptions[role]}>
          {(control) => (
            <Select {...control} invalid={Boolean(errors.role)} {...register('role')}>
              {partnerRoles.map((option) => (
                <option key={option} value={option}>
                  {partnerRoleLabels[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  )
}
