import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  filterVehicleOptions,
  sortVehicleOptions,
  vehicleOptionsFromQuote,
  type CurrencyCode,
  type PriceCalculationResponse,
  type RideDetails,
  type VehicleFilter,
  type VehicleOption,
  type VehicleSort,
} from '@ridelane/domain'
import { ArrowRight, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import type { DisplayCurrency } from '../../hooks/use-display-currency'
import { CurrencySelect } from '../currency-select'
import { StepPanel } from '../step-panel'
import { stepTitles } from '../wizard-frame'
import { TripSummary } from '../trip-summary'
import { VehicleCard } from '../vehicle-card'
import { VehicleListControls } from './vehicle-list-controls'
import { formatPrice } from '@/i18n/format'

type VehicleStepProps = {
  ride: RideDetails
  quote: {
    data?: PriceCalculationResponse
    isFetching: boolean
    error: unknown
    refetch: () => unknown
  }
  display: DisplayCurrency
  selectedVehicleId: string | null
  onCurrencyChange: (currency: CurrencyCode) => void
  onSelect: (vehicle: VehicleOption, quote: PriceCalculationResponse) => void
  onContinue: () => void
  onEditTrip: () => void
}

/** A 4xx means the trip itself needs changing (e.g. a pickup too soon); retrying will not help. */
const isTripProblem = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/** Step 2 'Choose Your Vehicle' (docs/product.md#booking-wizard). */
export function VehicleStep(props: VehicleStepProps) {
  const { quote, display } = props
  const [sort, setSort] = useState<VehicleSort>('price')
  const [filter, setFilter] = useState<VehicleFilter>('all')
  const options = quote.data
    ? vehicleOptionsFromQuote(quote.data, { currency: display.currency, rate: display.rate })
    : []
  const shown = sortVehicleOptions(filterVehicleOptions(options, filter), sort)
  const loading = quote.isFetching
  const chosen = options.find((vehicle) => vehicle.id === props.selectedVehicleId) ?? null

  return (
    <StepPanel title={i18n._(stepTitles[2])}>
      <div className="flex flex-col gap-4 rounded-control bg-ink-50 p-4 lg:flex-row lg:items-start lg:justify-between">
        <TripSummary ride={props.ride} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" />
        <Button variant="outline" size="sm" className="shrink-0" onClick={props.onEditTrip}>
          <Pencil className="size-4" aria-hidden="true" />
          <Trans>Edit Travel Details</Trans>
        </Button>
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <CurrencySelect display={display} onChange={props.onCurrencyChange} />
        <VehicleListControls sort={sort} filter={filter} onSort={setSort} onFilter={setFilter} />
      </div>
      <div className="mt-5 min-h-72" aria-busy={loading}>
        {loading ? (
          <p role="status" className="py-16 text-center text-ink-600">
            <Trans>Finding available vehicles...</Trans>
          </p>
        ) : quote.error ? (
          <Alert tone="danger">
            <p className="font-semibold">
              {apiErrorMessage(quote.error, t`We could not load vehicles for this trip.`)}
            </p>
            {isTripProblem(quote.error) ? (
              <Button size="sm" variant="outline" className="mt-3" onClick={props.onEditTrip}>
                <Trans>Edit Travel Details</Trans>
              </Button>
            ) : (
              <Button size="sm" variant="outline" className="mt-3" onClick={() => quote.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Alert>
        ) : quote.data?.reason && options.length === 0 ? (
          <Alert tone="warning">
            <p className="font-semibold">
              <Trans>No vehicles for this trip</Trans>
            </p>
            <p className="mt-1">{quote.data.reason}</p>
          </Alert>
        ) : shown.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-ink-700">
              <Trans>No vehicles match your current filters.</Trans>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => {
                setFilter('all')
                setSort('price')
              }}
            >
              <Trans>Clear Filters</Trans>
            </Button>
          </div>
        ) : (
          <ul
            aria-label={t`Vehicles`}
            className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {shown.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                display={display}
                selected={vehicle.id === props.selectedVehicleId}
                onSelect={() => quote.data && props.onSelect(vehicle, quote.data)}
              />
            ))}
          </ul>
        )}
      </div>
      {/* Stays at the bottom of the screen while the list scrolls, so the choice and the way on
          are never a long scroll away on a phone. */}
      <div
        data-testid="vehicle-choice-bar"
        className="sticky bottom-0 z-10 -mx-5 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-b-card border-t border-ink-100 bg-white/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-7 sm:px-7"
      >
        <p aria-live="polite" className="min-w-0 text-sm text-ink-700">
          {chosen ? (
            <>
              <span className="font-semibold break-words text-ink-900">{chosen.name}</span>{' '}
              <span className="font-bold whitespace-nowrap text-ink-900">
                {formatPrice(chosen.pricing.base, chosen.pricing.currency)}
              </span>
            </>
          ) : (
            t`Choose a vehicle to continue`
          )}
        </p>
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={!props.selectedVehicleId}
          onClick={props.onContinue}
        >
          <Trans>Continue to Booking Details</Trans>
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </StepPanel>
  )
}
