import { describe, expect, it } from 'vitest'
import { operatorCompany } from './company'
import {
  changeDeadline,
  changeRefusal,
  rideChangeMessages,
  rideChangeRequestSchema,
  travellerChangeMoney,
  travellerChangeView,
} from './ride-change'
import { detailsWithoutMoney, SETTLED_WITH_PARTNER_TEXT } from '../partner/rate-plan-words'
import { worded } from '../language/translator'

const now = new Date('2030-01-10T12:00:00Z')
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000)

describe('rideChangeRequestSchema', () => {
  it('takes any one field', () => {
    expect(rideChangeRequestSchema.parse({ passengers: 2 })).toEqual({ passengers: 2 })
    expect(rideChangeRequestSchema.parse({ flight_number: ' ba 117 ' })).toEqual({
      flight_number: 'BA 117',
    })
    expect(rideChangeRequestSchema.parse({ flight_number: '' })).toEqual({ flight_number: '' })
  })

  it('refuses an empty change', () => {
    const result = rideChangeRequestSchema.safeParse({})
    expect(result.error?.issues[0]?.message).toBe(rideChangeMessages.nothingToChange)
  })

  it('wants the date and the time together', () => {
    const result = rideChangeRequestSchema.safeParse({ date: '2030-01-15' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['time'], message: rideChangeMessages.dateAndTime }),
    ])
    expect(rideChangeRequestSchema.safeParse({ date: '2030-01-15', time: '10:45' }).success).toBe(
      true,
    )
  })

  it('keeps to the booking form’s own bounds and refuses fields it does not know', () => {
    expect(rideChangeRequestSchema.safeParse({ passengers: 9 }).error?.issues[0]?.message).toBe(
      'Passengers must be between 1 and 8',
    )
    expect(rideChangeRequestSchema.safeParse({ time: '25:00', date: '2030-01-15' }).success).toBe(
      false,
    )
    expect(rideChangeRequestSchema.safeParse({ email: 'x@example.com' }).success).toBe(false)
  })

  it('takes a dropoff with its coordinates, on one line', () => {
    const parsed = rideChangeRequestSchema.parse({
      dropoff: { location: 'Grand Central\nTerminal', lat: 40.75, lng: -73.97 },
    })
    expect(parsed.dropoff?.location).toBe('Grand Central Terminal')
    expect(
      rideChangeRequestSchema.safeParse({ dropoff: { location: 'Somewhere', lat: 91, lng: 0 } })
        .success,
    ).toBe(false)
  })
})

describe('changeRefusal', () => {
  const base = { status: 'confirmed' as const, pickupAt: hoursAhead(48), now, appliedChanges: 0 }

  it('allows the first change until 24 hours before pickup', () => {
    expect(changeRefusal(base)).toBeNull()
    expect(changeRefusal({ ...base, status: 'assigned', pickupAt: hoursAhead(24) })).toBeNull()
  })

  it('refuses a second change, pointing to support', () => {
    const refusal = changeRefusal({ ...base, appliedChanges: 1 })
    expect(refusal).toEqual({ code: 'CONFLICT', message: rideChangeMessages.alreadyChanged })
    expect(worded(refusal!.message)).toBe(
      `This booking has had its free change already. For another change, write to ${operatorCompany.supportEmail}.`,
    )
  })

  it('refuses a change within 24 hours of pickup, pointing to support', () => {
    const refusal = changeRefusal({ ...base, pickupAt: hoursAhead(23.9) })
    expect(refusal?.code).toBe('CONFLICT')
    // The hours and the address are the wording's values, so a translation keeps them.
    expect(refusal?.message).toEqual({
      message: expect.stringContaining('{hours} hours before pickup') as unknown,
      values: { hours: 24, email: operatorCompany.supportEmail },
    })
    expect(worded(refusal!.message)).toBe(
      `Changes are accepted until 24 hours before pickup. For a change now, write to ${operatorCompany.supportEmail}.`,
    )
  })

  it('says how many passengers the booked vehicle takes, with no plural to choose', () => {
    expect(rideChangeMessages.tooManyPassengers(3).values).toEqual({ seats: 3 })
    expect(worded(rideChangeMessages.tooManyPassengers(1))).toBe(
      'The booked vehicle’s passenger limit is 1. For more, please contact support about a larger vehicle.',
    )
  })

  it('refuses rides not paid yet, under way, or ended', () => {
    expect(changeRefusal({ ...base, status: 'pending_payment' })?.code).toBe('INVALID_TRANSITION')
    for (const status of ['driver_en_route', 'completed', 'cancelled', 'expired'] as const) {
      expect(changeRefusal({ ...base, status })).toEqual({
        code: 'INVALID_TRANSITION',
        message: rideChangeMessages.notChangeable,
      })
    }
  })

  it('puts the deadline 24 hours before pickup', () => {
    expect(changeDeadline(hoursAhead(48)).toISOString()).toBe(hoursAhead(24).toISOString())
  })
})

describe('a net-rate booking’s change as its traveller sees it', () => {
  const priced = {
    differenceCents: 1600,
    onAccount: false,
    sellingCentsAfter: 12_000,
    hidePrices: false,
  }

  it('leaves a dearer change to the partner unless its account takes the bill', () => {
    expect(travellerChangeMoney(priced)).toEqual({
      allowed: false,
      message: rideChangeMessages.dearerWithPartner,
    })
    expect(travellerChangeMoney({ ...priced, onAccount: true })).toMatchObject({ allowed: true })
    expect(travellerChangeMoney({ ...priced, differenceCents: -500 })).toMatchObject({
      allowed: true,
    })
  })

  it('shows the new selling price as one line, or nothing when prices hide; never an amount moved', () => {
    const shown = travellerChangeMoney({ ...priced, differenceCents: 0 })
    if (!shown.allowed) throw new Error('should be allowed')
    expect(travellerChangeView(shown)).toEqual({
      difference: 0,
      new_total: 120,
      lines: [{ label: 'Ride price', amount: 120 }],
      message: SETTLED_WITH_PARTNER_TEXT,
      money_with_partner: true,
    })
    const hidden = travellerChangeMoney({ ...priced, differenceCents: -500, hidePrices: true })
    if (!hidden.allowed) throw new Error('should be allowed')
    expect(travellerChangeView(hidden)).toMatchObject({ new_total: 0, lines: [] })
  })

  it('takes money out of its timeline’s details', () => {
    expect(
      detailsWithoutMoney({
        change: 'traveller_change',
        before: 'Meet & greet: no',
        after: 'Meet & greet: yes',
        total: '104.34',
        difference: '20.00',
        gateway: 'sandbox',
        payment: 'sbpay_1',
        payment_method: 'card',
        refund_amount: '10.00',
        amount_cents: '2000',
        outcome: 'charged',
      }),
    ).toEqual({
      change: 'traveller_change',
      before: 'Meet & greet: no',
      after: 'Meet & greet: yes',
      outcome: 'charged',
    })
  })
})
