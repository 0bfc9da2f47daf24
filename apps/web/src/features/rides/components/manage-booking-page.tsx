import { zodResolver } from '@hookform/resolvers/zod'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeBookingCode } from '@ridelane/domain'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/page-intro'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { LOOKUP_NOT_FOUND, useLookupRideMutation } from '../api/lookup-ride'
import { rememberRideToken } from '../ride-token'

// Built when the page renders, so its messages are in the page's language.
const lookupFormSchema = () =>
  z.object({
    booking_code: z
      .string()
      .trim()
      .min(1, t`Enter your booking code`)
      .transform(normalizeBookingCode)
      .pipe(
        z.string().regex(/^[A-Z0-9]{8}$/, t`Enter the 8 letters and digits of your booking code`),
      ),
    email: z
      .string()
      .trim()
      .min(1, t`Enter the email you booked with`)
      .max(EMAIL_MAX_LENGTH, t`Enter a valid email`)
      .regex(EMAIL_PATTERN, t`Enter a valid email`),
  })
type LookupSchema = ReturnType<typeof lookupFormSchema>
type LookupForm = z.input<LookupSchema>

function lookupError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return i18n._(LOOKUP_NOT_FOUND)
  return apiErrorMessage(error, t`We could not look up your booking. Please try again.`)
}

/** /manage, Find my booking: the booking code and the email it was made with open its page. */
export function ManageBookingPage() {
  useDocumentTitle(t`Find My Booking`)
  useMetaDescription(
    t`Open your Ridelane booking with its code and your email: follow the ride, see your driver, change or cancel it and download the receipt.`,
  )
  const navigate = useNavigate()
  const lookup = useLookupRideMutation()
  const schema = useMemo(lookupFormSchema, [])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupForm, unknown, z.output<LookupSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { booking_code: '', email: '' },
  })

  const submit = handleSubmit((values) =>
    lookup.mutate(values, {
      onSuccess: ({ booking_code, token }) => {
        rememberRideToken(booking_code, token)
        void navigate(paths.rideDetail(booking_code))
      },
    }),
  )

  return (
    <>
      <PageIntro eyebrow={t`Manage your ride`} title={t`Find My Booking`}>
        <p>
          <Trans>
            Enter the booking code from your confirmation and the email you booked with to see your
            ride, your driver and your receipt.
          </Trans>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-md px-gutter py-10">
        <form
          onSubmit={submit}
          noValidate
          aria-label={t`Find my booking`}
          className="space-y-5 rounded-card bg-white p-6 shadow-card"
        >
          {lookup.isError && <Alert tone="danger">{lookupError(lookup.error)}</Alert>}
          <TextField
            label={t`Booking code`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.booking_code?.message}
            {...register('booking_code')}
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={lookup.isPending}>
            <Trans>Find My Booking</Trans>
          </Button>
        </form>
        <p className="mt-6 text-sm text-ink-700">
          <Trans>
            Want a copy of your data, or to have it erased?{' '}
            <Link to={paths.myData} className="font-medium text-brand-700 underline">
              Your data
            </Link>
          </Trans>
        </p>
      </div>
    </>
  )
}
