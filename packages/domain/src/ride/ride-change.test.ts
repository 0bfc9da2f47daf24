import { describe, expect, it } from 'vitest'
import { operatorCompany } from './company'
import {
  changeDeadline,
  changeRefusal,
  rideChangeMessages,
  rideChangeRequestSchema,
} from './ride-change'

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
    expect(refusal?.message).toContain(operatorCompany.supportEmail)
  })

  it('refuses a change within 24 hours of pickup, pointing to support', () => {
    const refusal = changeRefusal({ ...base, pickupAt: hoursAhead(23.9) })
    expect(refusal?.code).toBe('CONFLICT')
    expect(refusal?.message).toContain(operatorCompany.supportEmail)
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
