import { describe, expect, it } from 'vitest'
import type { VehicleOption } from '../vehicle/vehicle-option'
import {
  WIZARD_STEP_COUNT,
  advanceStep,
  bookingFlowStateSchema,
  furthestReachableStep,
  initialBookingFlowState,
  reachableStep,
  wizardSteps,
  type BookingFlowState,
} from './booking-flow'

const vehicle: VehicleOption = {
  id: 'ldn-sedan',
  name: 'Sedan',
  model: 'Toyota Prius',
  type: 'sedan',
  image: '/fleet/sedan.webp',
  capacity: { seats: 3, luggage: 2 },
  pricing: { base: 60, currency: 'USD', type: 'fixed', originalBase: 60, originalCurrency: 'USD' },
  availability: 'available',
  meetGreetMode: 'additional_charge',
  meetGreetChargeAmount: 15,
  childSeatMode: 'not_allowed',
  childSeatChargeAmount: 0,
}

const tripReady: BookingFlowState = {
  ...initialBookingFlowState,
  rideDetails: {
    ...initialBookingFlowState.rideDetails,
    pickup: { address: 'Heathrow', lat: 51.47, lng: -0.45 },
    dropoff: { address: 'The Shard', lat: 51.5, lng: -0.08 },
    date: '2025-07-01',
    time: '09:30',
  },
}

describe('wizard steps (docs/product.md#booking-wizard)', () => {
  it('are four, in order', () => {
    expect(WIZARD_STEP_COUNT).toBe(4)
    expect(wizardSteps.map((s) => s.title)).toEqual([
      'Travel Details',
      'Choose Your Vehicle',
      'Booking Details',
      'Review & Payment',
    ])
  })

  it('advance one at a time and stop at 4', () => {
    expect(advanceStep(1)).toBe(2)
    expect(advanceStep(3)).toBe(4)
    expect(advanceStep(4)).toBe(4)
  })
})

describe('bookingFlowStateSchema', () => {
  it('starts on step 1 in USD with card payment and nothing chosen', () => {
    expect(initialBookingFlowState).toMatchObject({
      currentPage: 1,
      currency: 'USD',
      paymentDetails: { method: 'card' },
      selectedVehicle: null,
      bookingId: null,
      bookingCode: null,
    })
    expect(initialBookingFlowState.preferences.luggageCount).toBe(1)
    expect(initialBookingFlowState.rideDetails.rideType).toBe('one-way')
  })

  it('refuses a step outside 1–4', () => {
    expect(bookingFlowStateSchema.safeParse({ currentPage: 5 }).success).toBe(false)
    expect(bookingFlowStateSchema.safeParse({ currentPage: 0 }).success).toBe(false)
  })

  it('round-trips a stored state', () => {
    const stored = JSON.parse(JSON.stringify({ ...tripReady, selectedVehicle: vehicle }))
    expect(bookingFlowStateSchema.parse(stored)).toEqual({ ...tripReady, selectedVehicle: vehicle })
  })
})

describe('furthestReachableStep / reachableStep', () => {
  it('needs a complete trip for step 2', () => {
    expect(furthestReachableStep(initialBookingFlowState)).toBe(1)
    expect(reachableStep(3, initialBookingFlowState)).toBe(1)
  })

  it('needs a vehicle for step 3 and a booking for step 4', () => {
    expect(furthestReachableStep(tripReady)).toBe(2)
    const withVehicle = { ...tripReady, selectedVehicle: vehicle }
    expect(furthestReachableStep(withVehicle)).toBe(3)
    expect(reachableStep(4, withVehicle)).toBe(3)
    expect(furthestReachableStep({ ...withVehicle, bookingId: 'b-1' })).toBe(4)
  })

  it('lets earlier steps be reached (Edit, Change)', () => {
    expect(reachableStep(1, { ...tripReady, selectedVehicle: vehicle, bookingId: 'b-1' })).toBe(1)
  })
})
