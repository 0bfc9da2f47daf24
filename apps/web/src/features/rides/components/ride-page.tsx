import { useParams } from 'react-router'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePartnerAuth } from '@/features/partner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useNoIndex } from '@/hooks/use-no-index'
import { useRideToken } from '../hooks/use-ride-token'
import { RideScreen } from './ride-screen'

/** Opened with no token in the link or this tab, and no partner signed in. */
function NoAccess() {
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Open your booking</h1>
      <p className="mt-3 max-w-prose text-ink-700">
        This page needs the link from your confirmation email, or your booking code and the email
        you booked with.
      </p>
      <ButtonLink to={paths.manage} variant="secondary" className="mt-6">
        Find my booking
      </ButtonLink>
    </div>
  )
}

function TravellerRide({ code }: { code: string }) {
  const token = useRideToken(code)
  const partner = usePartnerAuth()
  if (token) return <RideScreen access={{ ref: code, token }} />
  // A partner who follows a booking code link sees it with their own session.
  if (partner.status === 'logged-in') return <RideScreen access={{ ref: code, token: null }} />
  if (partner.status === 'loading') return null
  return <NoAccess />
}

/** /rides/:code, the traveller's ride page (docs/product.md#screens). */
export function RidePage() {
  const { code = '' } = useParams()
  useDocumentTitle(`Booking ${code.toUpperCase()}`)
  useNoIndex()
  // Another code is another ride, with its own token.
  return <TravellerRide key={code} code={code} />
}
