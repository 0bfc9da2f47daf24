import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  isTripComplete,
  pickupAddressDetailMissing,
  type PriceCalculationResponse,
  type RideDetails,
} from '@ridelane/domain'
import { Check, Pencil, RefreshCw, Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { routeEnds, useRouteEstimate } from '../../api/estimate-route'
import { RideFields } from '../ride-fields'
import { StepPanel } from '../step-panel'
import { stepTitles } from '../wizard-frame'
import { TripSummary } from '../trip-summary'
import { RouteInfo } from './route-info'

type TripStepProps = {
  ride: RideDetails
  confirmed: boolean
  quote: { data?: PriceCalculationResponse; isFetching: boolean; error: unknown }
  onRideChange: (ride: RideDetails, pickupTimeZone?: string | null) => void
  onConfirmedChange: (confirmed: boolean) => void
  onRefresh: () => void
  onFindVehicles: () => void
}

/** Step 1 'Trip Configuration' (docs/product.md#booking-wizard). */
export function TripStep(props: TripStepProps) {
  const { ride, confirmed, quote } = props
  const complete = isTripComplete(ride)
  const showSummary = confirmed && complete
  // Route info as soon as both places are picked, before a date or time is set.
  const estimate = useRouteEstimate(ride)
  const showRouteInfo = showSummary || routeEnds(ride) !== null
  return (
    <StepPanel title={i18n._(stepTitles[1])}>
      {showSummary ? (
        <div className="flex flex-col gap-4 rounded-control border border-ink-100 p-4 sm:flex-row sm:items-start sm:justify-between">
          <TripSummary ride={ride} />
          <Button variant="outline" size="sm" onClick={() => props.onConfirmedChange(false)}>
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
        </div>
      ) : (
        <RideFields ride={ride} onRideChange={props.onRideChange} wide />
      )}
      {showRouteInfo && (
        <div className="mt-4">
          <RouteInfo ride={ride} quote={quote} estimate={estimate} />
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        {!showSummary && (
          <Button
            variant="outline"
            disabled={!complete}
            onClick={() => props.onConfirmedChange(true)}
          >
            <Check className="size-4" aria-hidden="true" />
            <Trans>Confirm Trip Details</Trans>
          </Button>
        )}
        <Button
          variant="outline"
          disabled={!showSummary}
          loading={showSummary && quote.isFetching}
          onClick={props.onRefresh}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          <Trans>Refresh Vehicle List</Trans>
        </Button>
        <Button variant="secondary" disabled={!complete} onClick={props.onFindVehicles}>
          <Search className="size-4" aria-hidden="true" />
          <Trans>Find Vehicles</Trans>
        </Button>
      </div>
      {!complete && (
        <p className="mt-3 text-sm text-ink-500 sm:text-end">
          {pickupAddressDetailMissing(ride.pickup.type, ride.pickupAddressDetail)
            ? t`Add the exact pickup address to find vehicles.`
            : t`Pick your places from the suggestions and fill in the date and time to find vehicles.`}
        </p>
      )}
    </StepPanel>
  )
}
