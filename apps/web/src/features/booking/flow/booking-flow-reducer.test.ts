import { describe, expect, it } from 'vitest'
import { cityPickupRide, completeRide, sedan } from '../testing/booking-fixtures'
import {
  bookingWizardReducer as reduce,
  currentStep,
  initialBookingWizardState,
  type BookingWizardState,
} from './booking-flow-reducer'
import { readBookingWizard, saveBookingWizard, saveSearchFromLanding } from './booking-flow-storage'

const withTrip = reduce(initialBookingWizardState, {
  type: 'ride-changed',
  rideDetails: completeRide,
})
const withVehicle = reduce(withTrip, {
  type: 'vehicle-selected',
  vehicle: sedan,
  quoteId: 'quote-1',
  quoteExpiresAt: '2030-05-01T10:00:00Z',
})
const created = reduce(withVehicle, {
  type: 'booking-created',
  booking: { id: 'b-1', booking_code: 'ABCD2345', access_token: 'secret' },
  currency: 'EUR',
})

describe('booking wizard flow', () => {
  it('cannot reach a step whose inputs are missing', () => {
    const asked = (state: BookingWizardState, step: 1 | 2 | 3 | 4) =>
      currentStep(reduce(state, { type: 'step-requested', step }))
    expect(asked(initialBookingWizardState, 4)).toBe(1)
    expect(asked(withTrip, 4)).toBe(2)
    expect(asked(withVehicle, 4)).toBe(3)
    expect(asked(created, 4)).toBe(4)
    expect(asked(created, 1)).toBe(1)
  })

  it('advances one step at a time', () => {
    const atTwo = reduce(withVehicle, { type: 'step-requested', step: 2 })
    expect(currentStep(reduce(atTwo, { type: 'step-advanced' }))).toBe(3)
  })

  it('records the created booking and moves to step 4', () => {
    expect(currentStep(created)).toBe(4)
    expect(created.flow).toMatchObject({
      bookingId: 'b-1',
      bookingCode: 'ABCD2345',
      bookingAccessToken: 'secret',
      bookingCurrency: 'EUR',
    })
    // Another display currency later leaves the booking's own as it was.
    const shownInYen = reduce(created, { type: 'currency-changed', currency: 'JPY' })
    expect(shownInYen.flow).toMatchObject({ currency: 'JPY', bookingCurrency: 'EUR' })
  })

  it('brings bags and child seats down to what a smaller vehicle holds', () => {
    const packed = reduce(withTrip, {
      type: 'passenger-changed',
      passengerDetails: withTrip.flow.passengerDetails,
      preferences: { ...withTrip.flow.preferences, luggageCount: 9, childSeatCount: 8 },
    })
    const chosen = reduce(packed, {
      type: 'vehicle-selected',
      vehicle: sedan,
      quoteId: 'quote-1',
      quoteExpiresAt: '2030-05-01T10:00:00Z',
    })
    expect(chosen.flow.preferences).toMatchObject({
      luggageCount: Math.min(9, sedan.capacity.luggage),
      childSeatCount: Math.min(8, sedan.capacity.seats),
    })
  })

  it('forgets the vehicle and the booking when the trip changes', () => {
    const changed = reduce(created, {
      type: 'ride-changed',
      rideDetails: { ...completeRide, passengers: 3 },
    })
    expect(changed.flow.selectedVehicle).toBeNull()
    expect(changed.flow.bookingId).toBeNull()
    expect(currentStep(changed)).toBe(2)
  })

  it('keeps the quote and vehicle when only an exact address changes, but not the booking', () => {
    const city = reduce(
      reduce(
        reduce(initialBookingWizardState, { type: 'ride-changed', rideDetails: cityPickupRide }),
        {
          type: 'vehicle-selected',
          vehicle: sedan,
          quoteId: 'quote-1',
          quoteExpiresAt: '2030-05-01T10:00:00Z',
        },
      ),
      {
        type: 'booking-created',
        booking: { id: 'b-1', booking_code: 'ABCD2345', access_token: 's' },
        currency: 'USD',
      },
    )
    const edited = reduce(city, {
      type: 'ride-changed',
      rideDetails: { ...cityPickupRide, pickupAddressDetail: 'Hôtel Lutetia, room 508' },
    })
    expect(edited.flow).toMatchObject({
      quoteId: 'quote-1',
      selectedVehicle: sedan,
      bookingId: null,
    })
    expect(edited.flow.rideDetails.pickupAddressDetail).toBe('Hôtel Lutetia, room 508')
    expect(currentStep(reduce(edited, { type: 'step-requested', step: 4 }))).toBe(3)
  })

  it('keeps a city pickup at step 1 until its exact address is given', () => {
    const blank = reduce(initialBookingWizardState, {
      type: 'ride-changed',
      rideDetails: { ...cityPickupRide, pickupAddressDetail: ' ' },
    })
    expect(currentStep(reduce(blank, { type: 'step-requested', step: 2 }))).toBe(1)
  })

  it('keeps the Idempotency-Key for a retry and starts a new one when details change', () => {
    const attempted = reduce(withVehicle, { type: 'creation-attempted', idempotencyKey: 'key-1' })
    const same = reduce(attempted, {
      type: 'passenger-changed',
      passengerDetails: attempted.flow.passengerDetails,
      preferences: attempted.flow.preferences,
    })
    expect(same.idempotencyKey).toBe('key-1')
    const edited = reduce(attempted, {
      type: 'passenger-changed',
      passengerDetails: { ...attempted.flow.passengerDetails, name: 'Ana' },
      preferences: attempted.flow.preferences,
    })
    expect(edited.idempotencyKey).toBeNull()
  })

  it('keeps a partner’s own fields through a refresh, the selling price only for its vehicle', () => {
    const fields = { cost_centre: 'CC-7', booking_reference: 'PO-1234', selling_price: '95' }
    const attempted = reduce(withVehicle, { type: 'creation-attempted', idempotencyKey: 'k-1' })
    const typed = reduce(attempted, { type: 'partner-fields-changed', fields })
    expect(typed.partnerFields).toEqual(fields)
    // The server refuses a used key with another body: a new value starts a new attempt.
    expect(typed.idempotencyKey).toBeNull()
    const same = reduce(attempted, {
      type: 'partner-fields-changed',
      fields: attempted.partnerFields,
    })
    expect(same.idempotencyKey).toBe('k-1')

    saveBookingWizard('partner', typed)
    expect(readBookingWizard('partner').partnerFields).toEqual(fields)
    expect(readBookingWizard('traveller').partnerFields.cost_centre).toBe('')

    const otherVehicle = reduce(typed, {
      type: 'vehicle-selected',
      vehicle: sedan,
      quoteId: 'quote-2',
      quoteExpiresAt: '2030-05-01T10:00:00Z',
    })
    expect(otherVehicle.partnerFields).toEqual({ ...fields, selling_price: '' })
    expect(reduce(typed, { type: 'reset' }).partnerFields).toEqual(
      initialBookingWizardState.partnerFields,
    )
  })

  it('sends the traveller back to step 2 with details kept when the quote is dropped', () => {
    const typed = reduce(withVehicle, {
      type: 'passenger-changed',
      passengerDetails: { ...withVehicle.flow.passengerDetails, name: 'Amara Okafor' },
      preferences: withVehicle.flow.preferences,
    })
    const dropped = reduce(typed, { type: 'quote-dropped' })
    expect(currentStep(dropped)).toBe(2)
    expect(dropped.flow.passengerDetails.name).toBe('Amara Okafor')
  })

  it('survives a refresh through sessionStorage and ignores unreadable saves', () => {
    saveBookingWizard('traveller', created)
    expect(readBookingWizard('traveller')).toEqual(created)
    const city = reduce(created, { type: 'ride-changed', rideDetails: cityPickupRide })
    saveBookingWizard('traveller', city)
    expect(readBookingWizard('traveller').flow.rideDetails).toEqual(cityPickupRide)
    expect(readBookingWizard('partner')).toEqual(initialBookingWizardState)
    sessionStorage.setItem('ridelane.booking-flow', '{"flow":{"currentPage":9}}')
    expect(readBookingWizard('traveller')).toEqual(initialBookingWizardState)
  })

  it('opens the wizard at step 2 after a search from the landing page', () => {
    saveSearchFromLanding(completeRide, 'Europe/London')
    const saved = readBookingWizard('traveller')
    expect(currentStep(saved)).toBe(2)
    expect(saved.pickupTimeZone).toBe('Europe/London')
  })
})
