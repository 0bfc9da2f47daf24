import type { RideDetails } from '@ridelane/domain'
import {
  bookingWizardStateSchema,
  initialBookingWizardState,
  type BookingWizardState,
} from './booking-flow-reducer'

/** One saved wizard per audience, so a partner's booking never mixes with a traveller's. */
export type BookingAudience = 'traveller' | 'partner'

const storageKeys: Record<BookingAudience, string> = {
  traveller: 'ridelane.booking-flow',
  partner: 'ridelane.partner-booking-flow',
}

/** The saved wizard, or a fresh one when nothing (or something unreadable) is saved. */
export function readBookingWizard(audience: BookingAudience): BookingWizardState {
  try {
    const saved = sessionStorage.getItem(storageKeys[audience])
    if (!saved) return initialBookingWizardState
    const parsed = bookingWizardStateSchema.safeParse(JSON.parse(saved))
    return parsed.success ? parsed.data : initialBookingWizardState
  } catch {
    return initialBookingWizardState
  }
}

export function saveBookingWizard(audience: BookingAudience, state: BookingWizardState): void {
  try {
    sessionStorage.setItem(storageKeys[audience], JSON.stringify(state))
  } catch {
    // Private modes may refuse storage; the wizard still works, it just forgets on refresh.
  }
}

export function clearBookingWizard(audience: BookingAudience): void {
  try {
    sessionStorage.removeItem(storageKeys[audience])
  } catch {
    // Nothing saved, nothing to clear.
  }
}

/**
 * The landing form's search: keeps the ride details and opens the wizard at step 2
 * (docs/product.md#public-pages); the wizard falls back to step 1 if the trip is incomplete.
 */
export function saveSearchFromLanding(
  rideDetails: RideDetails,
  pickupTimeZone: string | null,
  audience: BookingAudience = 'traveller',
): void {
  const saved = readBookingWizard(audience)
  saveBookingWizard(audience, {
    ...initialBookingWizardState,
    pickupTimeZone,
    tripConfirmed: true,
    flow: {
      ...initialBookingWizardState.flow,
      passengerDetails: saved.flow.passengerDetails,
      preferences: saved.flow.preferences,
      currency: saved.flow.currency,
      rideDetails,
      currentPage: 2,
    },
  })
}
