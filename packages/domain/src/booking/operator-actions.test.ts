import { describe, expect, it } from 'vitest'
import { cancellationPolicy } from './cancellation-policy'
import {
  addOnsPaidCents,
  canMovePickup,
  cancellationKindFor,
  fullRefund,
  policyRefund,
  vehicleFitProblem,
} from './operator-actions'

const now = new Date('2030-01-01T12:00:00Z')
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000)
const largeTransfer = cancellationPolicy.transfer.at(-1)!.tiers

describe('policyRefund', () => {
  it('follows the transfer tiers for a large vehicle: full, partial, then nothing', () => {
    const [full, partial] = largeTransfer
    const at = (hours: number) =>
      policyRefund({
        rideType: 'one-way',
        seats: 20,
        pickupAt: hoursAhead(hours),
        now,
        paidCents: 10_000,
      })
    expect(at(full!.minHoursNotice)).toMatchObject({ percent: 100, amountCents: 10_000 })
    expect(at(partial!.minHoursNotice)).toMatchObject({
      percent: partial!.refundPercent,
      amountCents: partial!.refundPercent * 100,
    })
    expect(at(partial!.minHoursNotice - 1)).toMatchObject({ percent: 0, amountCents: 0 })
  })

  it('reads hourly hire as a charter and refunds nothing of an unpaid booking', () => {
    const notice = cancellationPolicy.charter[0]!.tiers[0]!.minHoursNotice
    const refund = policyRefund({
      rideType: 'hourly',
      seats: 3,
      pickupAt: hoursAhead(notice - 1),
      now,
      paidCents: 5_000,
    })
    expect(refund).toMatchObject({ percent: 0, amountCents: 0, hoursNotice: notice - 1 })
    expect(
      policyRefund({ rideType: 'one-way', seats: 3, pickupAt: hoursAhead(500), now, paidCents: 0 }),
    ).toMatchObject({ percent: 100, amountCents: 0 })
  })

  it('refunds add-ons by their own rule, apart from the ride', () => {
    const addOnNotice = cancellationPolicy.add_on[0]!.tiers[0]!.minHoursNotice
    const [, partial] = largeTransfer
    // A large vehicle with partial notice: part of the ride back, the add-ons in full.
    const partly = policyRefund({
      rideType: 'one-way',
      seats: 20,
      pickupAt: hoursAhead(partial!.minHoursNotice),
      now,
      paidCents: 10_000,
      addOnsPaidCents: 2_000,
    })
    expect(partly).toMatchObject({ percent: partial!.refundPercent, addOnPercent: 100 })
    expect(partly.amountCents).toBe((8_000 * partial!.refundPercent) / 100 + 2_000)
    // Too late for either: nothing back.
    const late = policyRefund({
      rideType: 'one-way',
      seats: 20,
      pickupAt: hoursAhead(addOnNotice - 1),
      now,
      paidCents: 10_000,
      addOnsPaidCents: 2_000,
    })
    expect(late).toMatchObject({ percent: 0, addOnPercent: 0, amountCents: 0 })
  })

  it('counts what add-ons cost after the partner’s discount, never more than was paid', () => {
    expect(addOnsPaidCents({ paidCents: 9_000, addOnCents: 2_000, subtotalCents: 10_000 })).toBe(
      1_800,
    )
    expect(addOnsPaidCents({ paidCents: 0, addOnCents: 2_000, subtotalCents: 10_000 })).toBe(0)
    expect(addOnsPaidCents({ paidCents: 500, addOnCents: 2_000, subtotalCents: 1_000 })).toBe(500)
  })

  it('gives an admin’s full refund whatever the notice', () => {
    expect(fullRefund(8_015)).toEqual({ percent: 100, addOnPercent: 100, amountCents: 8_015 })
  })

  it('maps ride types to the policy’s kinds', () => {
    expect(cancellationKindFor('one-way')).toBe('transfer')
    expect(cancellationKindFor('hourly')).toBe('charter')
    expect(cancellationKindFor('multiday')).toBe('multiday')
  })
})

describe('policyRefund at the tiers’ edges', () => {
  const MINUTE_MS = 60_000
  const DAY = 24
  const refundAt = (rideType: string, seats: number, hours: number, minutesLess = 0) =>
    policyRefund({
      rideType,
      seats,
      pickupAt: new Date(now.getTime() + hours * 3_600_000 - minutesLess * MINUTE_MS),
      now,
      paidCents: 10_000,
      addOnsPaidCents: 1_000,
    })

  it.each<[string, number, number, number, number]>([
    // ride type, seats, notice in hours, ride percent at it, ride percent a minute less
    ['one-way', 4, 24, 100, 0],
    ['one-way', 7, 24, 100, 0],
    ['one-way', 8, 48, 100, 0],
    ['one-way', 14, 48, 100, 0],
    ['one-way', 15, 5 * DAY, 100, 50],
    ['one-way', 16, 5 * DAY, 100, 50],
    ['one-way', 16, 3 * DAY, 50, 0],
    ['hourly', 7, 48, 100, 0],
    ['hourly', 8, 72, 100, 0],
    ['hourly', 16, 7 * DAY, 100, 0],
    ['multiday', 7, 72, 100, 0],
    ['multiday', 14, 7 * DAY, 100, 0],
    ['multiday', 16, 14 * DAY, 100, 0],
  ])('%s, %i seats, %d h ahead: %i %%, a minute less %i %%', (type, seats, hours, at, before) => {
    expect(refundAt(type, seats, hours).percent).toBe(at)
    expect(refundAt(type, seats, hours, 1).percent).toBe(before)
  })

  it('gives the add-ons back in full at exactly 24 hours and not a minute later', () => {
    // A 16-seat transfer 24 hours ahead: nothing for the ride, the $10 of add-ons in full.
    expect(refundAt('one-way', 16, 24)).toMatchObject({
      percent: 0,
      addOnPercent: 100,
      amountCents: 1_000,
      hoursNotice: 24,
    })
    expect(refundAt('one-way', 16, 24, 1)).toMatchObject({
      percent: 0,
      addOnPercent: 0,
      amountCents: 0,
      hoursNotice: 23,
    })
    // A sedan 24 hours ahead: the ride and its add-ons, all of it.
    expect(refundAt('one-way', 3, 24)).toMatchObject({ amountCents: 10_000 })
  })

  it('halves the ride but not the add-ons of a 16-seat transfer four days ahead', () => {
    expect(refundAt('one-way', 16, 4 * DAY)).toMatchObject({
      percent: 50,
      addOnPercent: 100,
      amountCents: 9_000 / 2 + 1_000,
    })
  })
})

describe('vehicleFitProblem', () => {
  const booked = { vehicleClassId: 'sedan', passengers: 3 }
  it('accepts a vehicle of the booked class with a seat for everyone', () => {
    expect(vehicleFitProblem(booked, { vehicleClassId: 'sedan', seats: 4 })).toBeNull()
  })
  it('names the booked class when the vehicle is of another', () => {
    expect(vehicleFitProblem(booked, { vehicleClassId: 'suv', seats: 6 })).toBe(
      'This booking is for a Sedan; this vehicle is a SUV. Choose a Sedan or a better class.',
    )
  })
  it('takes a better class of the same kind, never a lesser one', () => {
    expect(vehicleFitProblem(booked, { vehicleClassId: 'business-sedan', seats: 3 })).toBeNull()
    expect(vehicleFitProblem(booked, { vehicleClassId: 'first-class-sedan', seats: 3 })).toBeNull()
    const business = { vehicleClassId: 'business-sedan', passengers: 2 }
    expect(vehicleFitProblem(business, { vehicleClassId: 'sedan', seats: 4 })).toBe(
      'This booking is for a Business Sedan; this vehicle is a Sedan. Choose a Business Sedan or a better class.',
    )
    const suv = { vehicleClassId: 'suv', passengers: 4 }
    expect(vehicleFitProblem(suv, { vehicleClassId: 'business-suv', seats: 6 })).toBeNull()
    expect(vehicleFitProblem(suv, { vehicleClassId: 'mpv', seats: 7 })).not.toBeNull()
  })
  it('refuses a vehicle with too few seats', () => {
    expect(vehicleFitProblem(booked, { vehicleClassId: 'sedan', seats: 2 })).toBe(
      'This vehicle seats 2, but the booking is for 3 passengers.',
    )
  })
})

describe('canMovePickup', () => {
  it('allows a move until the passenger is on board', () => {
    expect(canMovePickup('assigned')).toBe(true)
    expect(canMovePickup('passenger_on_board')).toBe(false)
    expect(canMovePickup('cancelled')).toBe(false)
  })
})
