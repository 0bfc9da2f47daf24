import { priceRequestFromRideDetails, type PriceCalculationRequest } from '@ridelane/domain'
import { useEffect, useMemo, useReducer } from 'react'
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

/** The price request for the trip, or null while it is incomplete or a place is not picked. */
export function priceRequestFor(state: BookingWizardState): PriceCalculationRequest | null {
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
  const [state, dispatch] = useReducer(bookingWizardReducer, audience, readBookingWizard)
  useEffect(() => saveBookingWizard(audience, state), [audience, state])
  const priceRequest = useMemo(() => priceRequestFor(state), [state])
  return { state, dispatch, step: currentStep(state), priceRequest }
}
