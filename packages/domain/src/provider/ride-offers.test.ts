import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import { providerPayoutCents } from './provider-jobs'
import {
  canOfferRide,
  canProviderAssignDriver,
  isRideOfferStage,
  offerStatusAt,
  rideOfferInputSchema,
  rideOfferMessages as m,
} from './ride-offers'

const providerId = '2f1c7a52-8a51-4a57-9a38-6c1f0b3c9e10'

describe('rideOfferInputSchema', () => {
  it('offers to one provider for 30 minutes by default', () => {
    expect(rideOfferInputSchema.parse({ provider_id: providerId })).toEqual({
      to: 'provider',
      provider_id: providerId,
      expires_in_minutes: 30,
    })
  })

  it('offers to the whole area without a provider', () => {
    expect(rideOfferInputSchema.parse({ to: 'area', expires_in_minutes: 5 })).toEqual({
      to: 'area',
      expires_in_minutes: 5,
    })
  })

  it('needs a provider when offering to one, and an expiry within bounds', () => {
    expect(firstMessageByField(rideOfferInputSchema, {})).toEqual({
      provider_id: m.providerRequired,
    })
    for (const minutes of [4, 1441, 7.5]) {
      expect(
        firstMessageByField(rideOfferInputSchema, { to: 'area', expires_in_minutes: minutes }),
      ).toEqual({ expires_in_minutes: m.expiryInvalid })
    }
  })
})

describe('offer rules', () => {
  const now = new Date('2030-01-01T10:00:00Z')

  it('counts an open offer past its expiry as expired, and keeps answered ones', () => {
    const past = new Date('2030-01-01T09:59:59Z')
    const later = new Date('2030-01-01T10:30:00Z')
    expect(offerStatusAt({ status: 'open', expiresAt: later }, now)).toBe('open')
    expect(offerStatusAt({ status: 'open', expiresAt: past }, now)).toBe('expired')
    expect(offerStatusAt({ status: 'open', expiresAt: now }, now)).toBe('expired')
    expect(offerStatusAt({ status: 'accepted', expiresAt: past }, now)).toBe('accepted')
  })

  it('offers only confirmed rides no provider holds', () => {
    const real = { sandbox: false }
    expect(canOfferRide({ status: 'confirmed', providerId: null, ...real })).toBe(true)
    expect(canOfferRide({ status: 'confirmed', providerId, ...real })).toBe(false)
    expect(canOfferRide({ status: 'assigned', providerId: null, ...real })).toBe(false)
    expect(canOfferRide({ status: 'cancelled', providerId: null, ...real })).toBe(false)
    // A test API key's booking is never a provider's ride.
    expect(canOfferRide({ status: 'confirmed', providerId: null, sandbox: true })).toBe(false)
  })

  it('keeps a ride’s offers in view from confirmation until a driver sets off', () => {
    expect(isRideOfferStage('confirmed')).toBe(true)
    expect(isRideOfferStage('assigned')).toBe(true)
    expect(isRideOfferStage('pending_payment')).toBe(false)
    expect(isRideOfferStage('driver_en_route')).toBe(false)
    expect(isRideOfferStage('cancelled')).toBe(false)
  })

  it('lets a provider change its driver only until the driver sets off', () => {
    expect(canProviderAssignDriver('assigned')).toBe(true)
    expect(canProviderAssignDriver('driver_en_route')).toBe(false)
    expect(canProviderAssignDriver('confirmed')).toBe(false)
  })

  it('pays the provider the fare less the commission', () => {
    expect(providerPayoutCents(8_015, 1_250)).toBe(7_013)
    expect(providerPayoutCents(10_000, 0)).toBe(10_000)
    expect(providerPayoutCents(10_000, 10_000)).toBe(0)
  })
})
