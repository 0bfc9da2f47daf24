import { zodResolver } from '@hookform/resolvers/zod'
import {
  compactProfilePayload,
  partnerMessages,
  partnerProfileUpdateSchema,
  requiredProfileFields,
  type PartnerProfileForm,
  type PartnerProfileUpdate,
  type ProfileField,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorDefaults, apiErrorMessage } from '@/lib/api-client'
import { useUpdatePartnerProfileMutation } from '../api/update-partner-profile'

const fields: Array<{ name: ProfileField; label: string; type?: string; autoComplete: string }> = [
  { name: 'business_name', label: 'Business name', autoComplete: 'organization' },
  { name: 'admin_email', label: 'Admin email', type: 'email', autoComplete: 'email' },
  { name: 'admin_contact', label: 'Admin contact', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'tax_id', label: 'Tax ID', autoComplete: 'off' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
]
type PartnerProfileInput = z.input<typeof partnerProfileUpdateSchema>

const isRequired = (field: ProfileField) =>
  (requiredProfileFields as readonly string[]).includes(field)

type ProfileFormProps = { initial: PartnerProfileForm; onCancel: () => void }

/** Business details; the server's schema checks them first here
 * (docs/product.md#passenger-and-partner-fields). */
export function ProfileForm({ initial, onCancel }: ProfileFormProps) {
  const update = useUpdatePartnerProfileMutation()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PartnerProfileInput, unknown, PartnerProfileUpdate>({
    resolver: zodResolver(partnerProfileUpdateSchema),
    defaultValues: initial,
  })
  const missingRequired = Object.values(errors).some(
    (error) => error?.message === partnerMessages.profileRequired,
  )
  // The payload leaves empty optional fields out rather than sending ''
  // (docs/product.md#passenger-and-partner-fields).
  const submit = handleSubmit(() =>
    update.mutate(compactProfilePayload({ ...initial, ...getValues() })),
  )

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {missingRequired && <Alert tone="danger">{partnerMessages.profileRequired}</Alert>}
      {update.isError && (
        <Alert tone="danger">{apiErrorMessage(update.error, apiErrorDefaults.updateProfile)}</Alert>
      )}
      {update.isSuccess && (
        <Alert tone="success">{update.data.message || partnerMessages.profileUpdated}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const error = errors[field.name]?.message
          return (
            <TextField
              key={field.name}
              label={isRequired(field.name) ? `${field.label} *` : field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              aria-required={isRequired(field.name) || undefined}
              aria-invalid={error ? true : undefined}
              error={error === partnerMessages.profileRequired ? undefined : error}
              {...register(field.name)}
            />
          )
        })}
      </div>
      <p className="text-sm text-ink-600">* Required</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
