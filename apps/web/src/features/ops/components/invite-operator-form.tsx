import { zodResolver } from '@hookform/resolvers/zod'
import { operatorInviteSchema, type OperatorInvite } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useInviteOperatorMutation } from '../api/ops-operators'

/** Sends a set-password link to a new operator. */
export function InviteOperatorForm() {
  const invite = useInviteOperatorMutation()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OperatorInvite>({
    resolver: zodResolver(operatorInviteSchema),
    defaultValues: { email: '', role: 'dispatcher' },
  })

  return (
    <form
      aria-labelledby="invite-heading"
      onSubmit={handleSubmit((values) =>
        invite.mutate(values, { onSuccess: () => reset({ email: '', role: values.role }) }),
      )}
      noValidate
      className="rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="invite-heading" className="text-lg font-bold text-ink-900">
        Invite an operator
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        They get an email with a link to choose a password; it works once, for three days.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_12rem_auto] md:items-start">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Role" error={errors.role?.message}>
          {(control) => (
            <Select {...control} invalid={Boolean(errors.role)} {...register('role')}>
              <option value="dispatcher">Dispatcher</option>
              <option value="admin">Admin</option>
            </Select>
          )}
        </Field>
        <Button type="submit" className="md:mt-7" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
      {invite.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(invite.error, 'Failed to send the invitation')}
        </Alert>
      )}
      {invite.isSuccess && (
        <Alert tone="success" className="mt-4">
          Invitation sent to {invite.data.operator.email}.
        </Alert>
      )}
    </form>
  )
}
