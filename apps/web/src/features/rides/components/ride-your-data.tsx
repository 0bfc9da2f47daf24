import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { RideView } from '@ridelane/domain'
import { ShieldCheck } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { useAskRideDataCode } from '../api/ride-data-code'
import type { RideAccess } from '../ride-access'
import { RideSection } from './ride-section'

/**
 * The traveller's way to their data from the ride page: a code to the booking's email, then
 * /my-data opens at the code step (decision 042). Not shown to a partner's session.
 */
export function RideYourData({ ride, access }: { ride: RideView; access: RideAccess }) {
  const navigate = useNavigate()
  const ask = useAskRideDataCode(access)
  if (ride.viewer !== 'traveller' || !access.token) return null
  const send = () =>
    ask.mutate(undefined, {
      onSuccess: (sent) =>
        void navigate(paths.myData, {
          state: { email: ride.passenger.email, sentTo: sent.sent_to ?? ride.passenger.email },
        }),
    })
  return (
    <RideSection title={t`Your data`}>
      <p>
        <Trans>
          Get a copy of everything we hold about you, or have it erased. We email a code to the
          address of this booking first.
        </Trans>
      </p>
      {ask.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(ask.error, t`We could not send a code. Please try again.`)}
        </Alert>
      )}
      <Button
        variant="outline"
        className="mt-3 w-full sm:w-auto"
        loading={ask.isPending}
        onClick={send}
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        <Trans>Email me a code</Trans>
      </Button>
    </RideSection>
  )
}
