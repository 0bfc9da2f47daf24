import {
  isTripComplete,
  isWidgetHandover,
  priceRequestFromRideDetails,
  type PriceCalculationRequest,
} from '@ridelane/domain'
import { useEffect, useLayoutEffect, useMemo, useReducer } from 'react'
import { useSearchParams } from 'react-router'
import {
  bookingWizardReducer,
  currentStep,
  type BookingWizardState,
} from '../flow/booking-flow-reducer'
import {
  readBookingWizard,
  saveBookingWizard,
  type BookingAudience,
} from '../flow/booking-flow-storage'
import { browserTimeZone } from '../flow/browser-time-zone'
import { wizardFromHandover, withoutHandover } from '../flow/widget-handover'

/** The price request for the trip, or null while it is incomplete or a place is not picked. */
export function priceRequestFor(state: BookingWizardState): PriceCalculationRequest | null {
  // Before anything else: the browser's time zone is read through Intl, whose first use loads
  // the runtime's zone data in one long task, and an incomplete trip has no request anyway.
  if (!isTripComplete(state.flow.rideDetails)) return null
  try {
    return priceRequestFromRideDetails(
      state.flow.rideDetails,
      state.pickupTimeZone ?? browserTimeZone(),
    )
  } catch {
    return null
  }
}

/** The one place the wizard's state lives; every change is saved so a refresh keeps progress. */
export function useBookingWizard(audience: BookingAudience) {
  const [search, setSearch] = useSearchParams()
  // A traveller arriving from an affiliate's widget brings the trip and the referral in the query.
  const [state, dispatch] = useReducer(bookingWizardReducer, audience, (saved) => {
    const wizard = readBookingWizard(saved)
    return (audience === 'traveller' && wizardFromHandover(search, wizard)) || wizard
  })
  // Saved as the change is drawn, not after the next paint: Preact (the browser's renderer,
  // docs/decisions/050) runs plain effects a frame later, and a refresh within that frame would
  // lose the last thing typed.
  useLayoutEffect(() => saveBookingWizard(audience, state), [audience, state])
  // Taken once: a reload must not start the trip again over the traveller's progress.
  const handover = audience === 'traveller' && isWidgetHandover(search)
  useEffect(() => {
    if (handover) setSearch((current) => withoutHandover(current), { replace: true })
  }, [handover, setSearch])
  const priceRequest = useMemo(() => priceRequestFor(state), [state])
  return { state, dispatch, step: currentStep(state), priceRequest }
}
