import { t } from '@lingui/core/macro'
import {
  corporateFieldsToSend,
  fromCents,
  selectionFare,
  toCents,
  travellerShownText,
  typedSellingPrice,
  withMarkupCents,
  passengerDetailsSchema,
  type PassengerDetails,
  type BookingFlowState,
  type WizardStep,
} from '@ridelane/domain'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useBookingFieldsQuery, usePartnerAuth } from '@/features/partner'
import { usePriceQuote } from '../api/calculate-prices'
import { flightCheckPickup } from '../api/check-flight'
import type { BookingAudience } from '../flow/booking-flow-storage'
import { browserTimeZone } from '../flow/browser-time-zone'
import { useBookingSubmission } from '../hooks/use-booking-submission'
import { useBookingWizard } from '../hooks/use-booking-wizard'
import { netTotalCents } from './steps/selling-price-field'
import { useDisplayCurrency } from '../hooks/use-display-currency'
import {
  BookingConfirmation,
  PassengerStep,
  preloadStep,
  ReviewStep,
  TripStep,
  VehicleStep,
} from './step-screens'
import { BookingFailure } from './steps/booking-failure'
import { StepLoading, WizardFrame } from './wizard-frame'
import { domainTranslator } from '@/i18n/catalogues'
import { formatPrice } from '@/i18n/format'

/** The four-step wizard (docs/product.md#booking-wizard): it owns the flow state and the booking
 * calls. */
export function BookingWizard({ audience }: { audience: BookingAudience }) {
  const { state, dispatch, step, priceRequest } = useBookingWizard(audience)
  const { flow } = state
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const partnerLoggedIn = usePartnerAuth().status === 'logged-in'
  const display = useDisplayCurrency(flow.currency)
  const quoteWanted = (step === 1 && state.tripConfirmed) || step === 2
  const quote = usePriceQuote(quoteWanted ? priceRequest : null)
  const submission = useBookingSubmission(audience, state, dispatch, display)
  // A partner's cost centre and booking reference, when its account uses them (step 3).
  const bookingFields = useBookingFieldsQuery({ enabled: audience === 'partner' })
  const { partnerFields } = state
  const setPartnerFields = (changes: Partial<typeof partnerFields>) =>
    dispatch({ type: 'partner-fields-changed', fields: { ...partnerFields, ...changes } })
  const corporateSettings = audience === 'partner' ? bookingFields.data : undefined
  // A net-rate partner whose travellers see prices sets the one they are shown.
  const netPlan = audience === 'partner' ? flow.selectedVehicle?.netPlan : undefined
  const sellingShown = Boolean(netPlan && !netPlan.hidePrices)
  const typedSelling = () =>
    sellingShown && flow.selectedVehicle
      ? typedSellingPrice(
          partnerFields.selling_price,
          netTotalCents(flow.selectedVehicle, flow.preferences),
        )
      : null
  /** The review's line on what the partner's traveller will be shown. */
  const travellerShown = () => {
    if (!netPlan || !flow.selectedVehicle) return undefined
    if (netPlan.hidePrices) return travellerShownText(null)
    const typed = typedSelling()
    const cents =
      typed && 'amount' in typed && typed.amount !== null
        ? toCents(typed.amount)
        : withMarkupCents(
            netTotalCents(flow.selectedVehicle, flow.preferences),
            netPlan.markupPercent,
          )
    return travellerShownText(formatPrice(fromCents(cents), 'USD'))
  }
  const submitPassenger = (passengerDetails: PassengerDetails) => {
    const selling = typedSelling()
    submission.submitPassenger(passengerDetails, {
      ...(corporateSettings ? corporateFieldsToSend(corporateSettings, partnerFields) : {}),
      ...(selling && 'amount' in selling ? { selling_price: selling.amount } : {}),
    })
  }
  const goTo = (target: WizardStep) => dispatch({ type: 'step-requested', step: target })
  const onDraftChange = useCallback(
    (passengerDetails: BookingFlowState['passengerDetails']) =>
      dispatch({ type: 'passenger-changed', passengerDetails, preferences: flow.preferences }),
    [dispatch, flow.preferences],
  )

  if (submission.confirmation) {
    return (
      <Suspense fallback={<StepLoading step={4} />}>
        <BookingConfirmation
          confirmation={submission.confirmation}
          partnerRedirect={partnerLoggedIn}
          onBackToHome={() => {
            submission.clearConfirmation()
            void navigate(paths.home)
          }}
        />
      </Suspense>
    )
  }

  const vehicle = flow.selectedVehicle
  // The fare's line labels are the domain's words, in the page's language.
  const fare = vehicle
    ? selectionFare({ vehicle, preferences: flow.preferences, ...display }, domainTranslator)
    : null
  const searchAgain = () => {
    submission.resetSave()
    dispatch({ type: 'quote-dropped' })
    void queryClient.invalidateQueries({ queryKey: ['price-quote'] })
  }

  // Each step's code loads when the step shows (step-screens.tsx), or a little earlier: when the
  // traveller reaches for one of its buttons, the next step's code is fetched.
  return (
    <WizardFrame step={step} onReachForButton={() => preloadStep(step + 1)}>
      {step === 1 && (
        <TripStep
          ride={flow.rideDetails}
          confirmed={state.tripConfirmed}
          quote={quote}
          onRideChange={(rideDetails, pickupTimeZone) =>
            dispatch({ type: 'ride-changed', rideDetails, pickupTimeZone })
          }
          onConfirmedChange={(confirmed) => dispatch({ type: 'trip-confirmed', confirmed })}
          onRefresh={() => void quote.refetch()}
          onFindVehicles={() => {
            dispatch({ type: 'trip-confirmed', confirmed: true })
            dispatch({ type: 'step-requested', step: 2 })
          }}
        />
      )}
      {step === 2 && (
        <VehicleStep
          ride={flow.rideDetails}
          quote={quote}
          display={display}
          selectedVehicleId={vehicle && flow.quoteId === quote.data?.quote_id ? vehicle.id : null}
          onCurrencyChange={(currency) => dispatch({ type: 'currency-changed', currency })}
          onSelect={(chosen, data) =>
            dispatch({
              type: 'vehicle-selected',
              vehicle: chosen,
              quoteId: data.quote_id,
              quoteExpiresAt: data.quote_expires_at,
            })
          }
          onContinue={() => goTo(3)}
          onEditTrip={() => {
            dispatch({ type: 'trip-confirmed', confirmed: false })
            goTo(1)
          }}
        />
      )}
      {step === 3 && vehicle && (
        <PassengerStep
          vehicle={vehicle}
          passengerDetails={flow.passengerDetails}
          preferences={flow.preferences}
          display={display}
          onDraftChange={onDraftChange}
          onPreferencesChange={(preferences) =>
            dispatch({
              type: 'passenger-changed',
              passengerDetails: flow.passengerDetails,
              preferences,
            })
          }
          onSubmit={submitPassenger}
          corporate={
            corporateSettings && {
              settings: corporateSettings,
              values: partnerFields,
              onChange: setPartnerFields,
            }
          }
          selling={
            sellingShown
              ? {
                  value: partnerFields.selling_price,
                  onChange: (value) => setPartnerFields({ selling_price: value }),
                }
              : undefined
          }
          submitting={submission.saving}
          flightPickup={flightCheckPickup(priceRequest)}
          failure={
            submission.saveError ? (
              <BookingFailure
                error={submission.saveError}
                fallback={t`We could not create your booking`}
                onRetry={() => {
                  const typed = passengerDetailsSchema.safeParse(flow.passengerDetails)
                  if (typed.success) submitPassenger(typed.data)
                }}
                onSearchAgain={searchAgain}
              />
            ) : null
          }
        />
      )}
      {step === 4 && (
        <ReviewStep
          flow={flow}
          fare={fare}
          onEditTrip={() => goTo(1)}
          onChangeVehicle={() => {
            // The booking used this quote; another vehicle needs a fresh one (a quote backs one
            // booking), so step 2 asks again rather than offer prices that can no longer be booked.
            if (flow.bookingId) void queryClient.invalidateQueries({ queryKey: ['price-quote'] })
            goTo(2)
          }}
          onEditPassenger={() => goTo(3)}
          onPaymentMethodChange={(method) => dispatch({ type: 'payment-method-changed', method })}
          onComplete={submission.completeBooking}
          completing={submission.completing}
          payment={submission.payment}
          displayCurrency={display.currency}
          pickupTimeZone={state.pickupTimeZone ?? browserTimeZone()}
          travellerShown={travellerShown()}
          failure={
            submission.completeError ? (
              <BookingFailure
                error={submission.completeError}
                fallback={t`We could not complete your booking`}
                retryHint={t`Your booking is saved but not yet confirmed. Please try again.`}
                onRetry={submission.completeBooking}
                onSearchAgain={searchAgain}
              />
            ) : null
          }
        />
      )}
    </WizardFrame>
  )
}
