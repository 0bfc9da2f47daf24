import { zodResolver } from '@hookform/resolvers/zod'
import {
  providerUserInviteSchema,
  type ProviderUser,
  type ProviderUserInvite,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage, ApiError } from '@/lib/api-client'
import {
  useInviteProviderUserMutation,
  useProviderUserActionMutation,
  useProviderUsersQuery,
} from '../api/provider-users'

/**
 * The people of a provider who use the portal; admins invite, re-invite, disable and enable them,
 * and turn off two-step sign-in for one who lost their app.
 */
export function PortalUsersSection({
  providerId,
  canManage,
}: {
  providerId: string
  canManage: boolean
}) {
  const users = useProviderUsersQuery(providerId)
  const [inviting, setInviting] = useState(false)
  return (
    <section aria-labelledby="portal-users-heading" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="portal-users-heading" className="text-xl font-bold text-ink-900">
          Portal users
        </h2>
        {canManage && !inviting && (
          <Button variant="outline" size="sm" onClick={() => setInviting(true)}>
            Invite user
          </Button>
        )}
      </div>
      {inviting && (
        <div className="mt-4 rounded-card bg-white p-4 shadow-card">
          <InviteForm providerId={providerId} onDone={() => setInviting(false)} />
        </div>
      )}
      {users.isPending && (
        <p role="status" className="mt-4">
          Loading...
        </p>
      )}
      {users.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(users.error, 'Failed to load the portal users')}
        </Alert>
      )}
      {users.data?.users.length === 0 && !inviting && (
        <p className="mt-4 text-ink-700">No portal users yet.</p>
      )}
      <ul className="mt-4 space-y-3">
        {users.data?.users.map((user) => (
          <PortalUserRow key={user.id} providerId={providerId} user={user} canManage={canManage} />
        ))}
      </ul>
    </section>
  )
}

function userState(user: ProviderUser) {
  if (user.status === 'disabled') return 'Disabled'
  if (!user.password_set) return 'Invited'
  return user.two_factor_enabled ? 'Active · two-step sign-in' : 'Active'
}

function PortalUserRow({
  providerId,
  user,
  canManage,
}: {
  providerId: string
  user: ProviderUser
  canManage: boolean
}) {
  const disable = useProviderUserActionMutation(providerId, user.id, 'disable')
  const enable = useProviderUserActionMutation(providerId, user.id, 'enable')
  const resend = useProviderUserActionMutation(providerId, user.id, 'resend-invitation')
  const resetTwoFactor = useProviderUserActionMutation(providerId, user.id, 'reset-two-factor')
  const [confirmingReset, setConfirmingReset] = useState(false)
  const active = user.status === 'active'
  const error = disable.error ?? enable.error ?? resend.error ?? resetTwoFactor.error
  return (
    <li className="rounded-card bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">
            {user.name}
            <span className="ml-2 text-sm font-normal text-ink-600">{userState(user)}</span>
          </p>
          <p className="mt-1 text-sm break-all text-ink-700">{user.email}</p>
        </div>
        {canManage && active && (
          <div className="flex gap-2">
            {!user.password_set && (
              <Button
                variant="outline"
                size="sm"
                loading={resend.isPending}
                onClick={() => resend.mutate()}
                aria-label={`Resend the invitation to ${user.name}`}
              >
                Resend invitation
              </Button>
            )}
            {user.two_factor_enabled && !confirmingReset && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirmingReset(true)}
                aria-label={`Turn off two-step sign-in for ${user.name}`}
              >
                Turn off two-step sign-in
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              loading={disable.isPending}
              onClick={() => disable.mutate()}
              aria-label={`Disable ${user.name}`}
            >
              Disable
            </Button>
          </div>
        )}
        {canManage && !active && (
          <Button
            variant="outline"
            size="sm"
            loading={enable.isPending}
            onClick={() => enable.mutate()}
            aria-label={`Enable ${user.name}`}
          >
            Enable
          </Button>
        )}
      </div>
      {confirmingReset && (
        <div
          className="mt-3 rounded-card border border-ink-200 p-3"
          role="group"
          aria-label="Confirm"
        >
          <p className="text-sm text-ink-800">
            Only for someone who lost their authenticator app and whom you have checked by phone.
            They are signed out everywhere, told by mail, and sign in with their password alone
            until they set up an app again.
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              loading={resetTwoFactor.isPending}
              onClick={() =>
                resetTwoFactor.mutate(undefined, { onSuccess: () => setConfirmingReset(false) })
              }
            >
              Turn it off
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingReset(false)}>
              Keep it on
            </Button>
          </div>
        </div>
      )}
      {resetTwoFactor.isSuccess && (
        <p role="status" className="mt-2 text-sm text-ink-700">
          Two-step sign-in is off for {user.email}; they were told by mail.
        </p>
      )}
      {resend.isSuccess && (
        <p role="status" className="mt-2 text-sm text-ink-700">
          Invitation sent to {user.email}.
        </p>
      )}
      {Boolean(error) && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(error, 'Failed to save the change')}
        </Alert>
      )}
    </li>
  )
}

function InviteForm({ providerId, onDone }: { providerId: string; onDone: () => void }) {
  const invite = useInviteProviderUserMutation(providerId)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProviderUserInvite>({
    resolver: zodResolver(providerUserInviteSchema),
    defaultValues: { name: '', email: '' },
  })
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        for (const detail of error instanceof ApiError ? error.details : []) {
          if (detail.path === 'name' || detail.path === 'email') {
            setError(detail.path, { message: detail.message })
          }
        }
      },
    }),
  )
  const fieldProblem = invite.error instanceof ApiError && invite.error.details.length > 0
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-700">
        They get an email with a link to choose a password; it works once, for three days.
      </p>
      {invite.isError && !fieldProblem && (
        <Alert tone="danger">{apiErrorMessage(invite.error, 'Failed to invite the user')}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
