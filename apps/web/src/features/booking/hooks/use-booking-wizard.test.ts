import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialBookingWizardState } from '../flow/booking-flow-reducer'
import { completeRide } from '../testing/booking-fixtures'
import { priceRequestFor } from './use-booking-wizard'

describe('priceRequestFor', () => {
  afterEach(() => vi.restoreAllMocks())

  // The wizard works this out on its first render; reading the browser's time zone goes through
  // Intl, whose first use is a long task (docs/decisions/022-booking-shell.md).
  it('does not ask Intl for the time zone while the trip is incomplete', () => {
    const zone = vi.spyOn(Intl, 'DateTimeFormat')
    expect(priceRequestFor(initialBookingWizardState)).toBeNull()
    expect(zone).not.toHaveBeenCalled()
  })

  it('builds the request for a complete trip, in the pickup’s time zone', () => {
    const request = priceRequestFor({
      ...initialBookingWizardState,
      pickupTimeZone: 'Europe/London',
      flow: { ...initialBookingWizardState.flow, rideDetails: completeRide },
    })
    expect(request?.timezone).toBe('Europe/London')
  })
})
