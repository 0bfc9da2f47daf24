import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { BookingWizard } from './booking-wizard'

/** /partner/bookings/new: the same wizard at the partner's rate; the portal frame has Logout. */
export function PartnerBookingPage() {
  useDocumentTitle(t`New Partner Booking`)
  return (
    <div className="mx-auto max-w-5xl px-gutter py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
            <Trans>New Partner Booking</Trans>
          </h1>
          <p className="mt-2 text-ink-600">
            <Trans>Book a ride at your partner rate in four short steps.</Trans>
          </p>
        </div>
        <ButtonLink to={paths.partner.dashboard} variant="outline" size="sm" className="self-start">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </div>
      <div className="mt-6">
        <BookingWizard audience="partner" />
      </div>
    </div>
  )
}
