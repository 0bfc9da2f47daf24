import { zodResolver } from '@hookform/resolvers/zod'
import {
  partnerMessages,
  requestPasswordResetSchema,
  type RequestPasswordReset,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { isThrottled, useRequestPasswordResetMutation } from '../api/request-password-reset'
import { AuthCard } from './auth-card'
import { EmailField } from './email-field'

/** /partner/forgot-password: the answer never tells whether the account exists
 * (docs/product.md#error-codes). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  const [sent, setSent] = useState(false)
  const request = useRequestPasswordResetMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestPasswordReset>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  })

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (!isThrottled(error)) setSent(true)
      },
    }),
  )

  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Enter the email on your partner account and we will send you a link to choose a new password."
    >
      {sent ? (
        <Alert tone="success">{partnerMessages.resetLinkSent}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          {isThrottled(request.error) && <Alert tone="danger">{request.error.message}</Alert>}
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
            Send Reset Link
          </Button>
        </form>
      )}
      <ButtonLink to={paths.partner.auth} variant="outline" className="mt-6 w-full">
        Back to Sign In
      </ButtonLink>
    </AuthCard>
  )
}
