import { describe, expect, it } from 'vitest'
import { worded } from '../language/translator'
import { decideTransition, type BookingFacts } from './lifecycle'
import { lifecycleMessages } from './lifecycle-messages'
import { defaultWaitingPolicy, waitingFreeUntil } from './waiting-policy'
import { actors, at, facts, fullInput, PICKUP, QUOTE_EXPIRES, refusal } from './lifecycle-test-kit'

describe('payment and expiry against the held price', () => {
  const pending = facts('pending_payment')
  const pay = { paymentReference: 'CARD-1' }

  it('a payment confirms until the price lapses, not at or after', () => {
    const justBefore = new Date(QUOTE_EXPIRES.getTime() - 1)
    expect(decideTransition(pending, 'confirmed', actors.traveller, justBefore, pay).ok).toBe(true)
    const late = refusal(
      decideTransition(pending, 'confirmed', actors.traveller, QUOTE_EXPIRES, pay),
    )
    expect(late).toMatchObject({ code: 'QUOTE_EXPIRED', refusal: 'quote_lapsed' })
    expect(late.message).toContain('not paid while its price was held')
  })

  it('the system expires a booking only once its price lapsed', () => {
    const early = refusal(
      decideTransition(pending, 'expired', actors.system, at(QUOTE_EXPIRES, -1)),
    )
    expect(early).toMatchObject({ code: 'INVALID_TRANSITION', refusal: 'quote_still_valid' })
    expect(decideTransition(pending, 'expired', actors.system, QUOTE_EXPIRES).ok).toBe(true)
  })

  it('an expired booking cannot be paid, and says why', () => {
    const decision = decideTransition(
      facts('expired'),
      'confirmed',
      actors.traveller,
      at(QUOTE_EXPIRES, -1),
      pay,
    )
    expect(refusal(decision)).toEqual({
      code: 'QUOTE_EXPIRED',
      refusal: 'quote_lapsed',
      message:
        'This booking was not paid while its price was held, so it has expired. Please search again to book the ride.',
    })
  })

  it('a move to where the booking already is says so', () => {
    const decision = decideTransition(
      facts('cancelled'),
      'cancelled',
      actors.operator,
      PICKUP,
      fullInput,
    )
    expect(refusal(decision).message).toBe('This booking is already cancelled.')
  })
})

describe('no-show after the free waiting time', () => {
  const driver = actors.driver
  // The API computes the free waiting's end with the area's policy (waiting-policy.test.ts).
  const arrived = (arrivedAt: Date, isAirportArrival = false, policy = defaultWaitingPolicy) =>
    facts('driver_arrived', {
      driverArrivedAt: arrivedAt,
      freeWaitingUntil: waitingFreeUntil(
        { pickupAt: PICKUP, isAirportArrival, driverArrivedAt: arrivedAt },
        policy,
      ),
    })
  const noShow = (booking: BookingFacts, now: Date) =>
    decideTransition(booking, 'no_show', driver, now)

  it('elsewhere: refused at 14:59 after arrival, allowed at 15:00', () => {
    const arrival = at(PICKUP, 3) // the driver came three minutes after the booked time
    const refused = refusal(noShow(arrived(arrival), at(arrival, 14, 59)))
    expect(refused).toMatchObject({ code: 'INVALID_TRANSITION', refusal: 'free_waiting_not_over' })
    expect(worded(refused.message)).toContain(at(arrival, 15).toISOString())
    expect(noShow(arrived(arrival), at(arrival, 15)).ok).toBe(true)
  })

  it('says when the free waiting ends as words with figures, the English as it was', () => {
    const until = new Date('2030-01-15T15:18:00Z')
    const zoned = lifecycleMessages.freeWaitingNotOver(until, 'America/New_York')
    expect(zoned).toEqual({
      message:
        'The free waiting time runs until {when} {city} time; the passenger cannot be marked as a no-show before then.',
      values: { when: 'Tue 15 Jan, 10:18', city: 'New York' },
    })
    expect(worded(zoned)).toBe(
      'The free waiting time runs until Tue 15 Jan, 10:18 New York time; the passenger cannot be marked as a no-show before then.',
    )
    expect(worded(lifecycleMessages.freeWaitingNotOver(until))).toBe(
      'The free waiting time runs until 2030-01-15T15:18:00.000Z; the passenger cannot be marked as a no-show before then.',
    )
  })

  it('at an airport: refused at 59:59 after the booked pickup, allowed at 60:00', () => {
    const booking = arrived(at(PICKUP, -20), true) // the driver waits from before the landing
    expect(refusal(noShow(booking, at(PICKUP, 59, 59))).refusal).toBe('free_waiting_not_over')
    expect(noShow(booking, at(PICKUP, 60)).ok).toBe(true)
  })

  it('follows the area’s own free waiting', () => {
    const booking = arrived(PICKUP, false, { ...defaultWaitingPolicy, freeMinutesOther: 5 })
    expect(noShow(booking, at(PICKUP, 4, 59)).ok).toBe(false)
    expect(noShow(booking, at(PICKUP, 5)).ok).toBe(true)
  })

  it('is refused, for operators too, while no free waiting has started', () => {
    const booking = facts('driver_arrived', { freeWaitingUntil: null })
    const refused = refusal(
      decideTransition(booking, 'no_show', actors.operator, at(PICKUP, 600), fullInput),
    )
    expect(refused).toMatchObject({ refusal: 'free_waiting_not_over' })
  })
})
