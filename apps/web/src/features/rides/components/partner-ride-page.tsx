import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { RideScreen } from './ride-screen'

/** /partner/bookings/:id: the ride page of one of the partner's bookings, with their session. */
export function PartnerRidePage() {
  const { id = '' } = useParams()
  useDocumentTitle(t`Booking`)
  return (
    <>
      <div className="mx-auto max-w-6xl px-gutter pt-6">
        <Link
          to={paths.partner.bookings}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>All bookings</Trans>
        </Link>
      </div>
      <RideScreen key={id} access={{ ref: id, token: null }} />
    </>
  )
}
