import { zodResolver } from '@hookform/resolvers/zod'
import { partnerJoinFormSchema, partnerTeamMessages, type PartnerJoinForm } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { NewPasswordFields, passwordRules } from '@/components/new-password-fields'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { tokenFromAddress } from '@/lib/token-from-address'
import { TEAM_CHANGE_ERROR, useAcceptInvitationMutation } from '../api/partner-team'
import { AuthCard } from './auth-card'

/** /partner/join#token=…: where a team invitation leads; the colleague chooses a password. */
export function JoinTeamPage() {
  useDocumentTitle('Join your team')
  // Read once: the token stays in the fragment, which is never sent to a server.
  const [token] = useState(tokenFromAddress)
  const accept = useAcceptInvitationMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerJoinForm>({
    resolver: zodResolver(partnerJoinFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  if (accept.isSuccess) {
    return (
      <AuthCard
        title="You have joined"
        intro={
          <>
            Sign in with <strong className="text-ink-900">{accept.data.email}</strong> and your new
            password.
          </>
        }
      >
        <Alert tone="success">{accept.data.message}</Alert>
        <ButtonLink to={paths.partner.auth} size="lg" className="mt-5 w-full">
          Go to Sign In
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Join your team"
      intro="Choose the password you will sign in with to your company's partner account."
    >
      {!token ? (
        <Alert tone="danger">{partnerTeamMessages.invitationInvalid}</Alert>
      ) : (
        <form
          onSubmit={handleSubmit(({ password }) => accept.mutate({ token, password }))}
          noValidate
          className="space-y-5"
        >
          <p className="text-sm text-ink-700">{passwordRules}</p>
          {accept.isError && (
            <Alert tone="danger">{apiErrorMessage(accept.error, TEAM_CHANGE_ERROR)}</Alert>
          )}
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
          <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
            Set password and join
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
