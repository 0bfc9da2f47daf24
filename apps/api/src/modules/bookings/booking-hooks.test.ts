import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingHooks, type BookingMove } from './booking-hooks'
import { bookingPayload, payAndComplete, postBooking, signQuote } from './test-fixtures'
import { transitionBooking } from './transition-booking'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const operator = { kind: 'operator' as const, id: 'operator-1' }

async function confirmedBooking() {
  const created = await postBooking(app, bookingPayload(await signQuote(app)))
  const booking = created.json().data as { id: string; access_token: string }
  const paid = await payAndComplete(app, booking)
  expect(paid.statusCode, paid.body).toBe(200)
  return booking
}

describe('the booking hooks', () => {
  it('hold, once the app is built, the reaction of every module that must hear of a booking', () => {
    const registered = bookingHooks.registered()
    // A paid booking's confirmation mail; a partner's webhooks hear of each new booking and each
    // move; the driver's link and the traveller's messages follow an assignment; a completion
    // thanks the traveller; a confirmed ride of an area that dispatches by itself is offered; an
    // airport pickup's flight is tracked; extra waiting is charged when the ride ends.
    expect(registered.afterCreate).toContain('webhooks')
    expect(registered.afterMove).toEqual(
      expect.arrayContaining([
        'confirmation-mail',
        'webhooks',
        'driver-assigned',
        'ride-completed',
        'provider-offer',
        'flight-tracking',
        'waiting-charge',
      ]),
    )
    // A moved pickup or a traveller's change reaches the driver's links, reminder and text, and
    // re-times automatic dispatch; a new flight number, pickup or day sets the flight anew.
    expect(registered.afterChange).toEqual(
      expect.arrayContaining([
        'driver-ride-changed',
        'dispatch-follows-pickup',
        'flight-follows-booking',
      ]),
    )
  })

  it('run in the move’s transaction: a reaction that fails undoes the move', async () => {
    const { id } = await confirmedBooking()
    const heard: BookingMove[] = []
    const remove = bookingHooks.afterMove('test-probe', async (_tx, move) => {
      heard.push(move)
      if (move.to === 'cancelled') throw new Error('the probe refuses')
    })
    try {
      const move = transitionBooking(app.db, id, {
        to: 'cancelled',
        actor: operator,
        input: { reason: 'Storm warning' },
      })
      await expect(move).rejects.toThrow('the probe refuses')
    } finally {
      remove()
    }
    expect(heard).toHaveLength(1)
    expect(heard[0]).toMatchObject({ from: 'confirmed', to: 'cancelled', actor: operator })
    expect(heard[0]!.before.bookingStatus).toBe('confirmed')
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.bookingStatus).toBe('confirmed')
    const events = await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))
    expect(events.map((event) => event.toStatus)).not.toContain('cancelled')
  })

  it('keep one reaction per name, so a second app in the process does not double it', async () => {
    const { id } = await confirmedBooking()
    let calls = 0
    const probe = async () => {
      calls += 1
    }
    bookingHooks.afterMove('test-probe', probe)
    const remove = bookingHooks.afterMove('test-probe', probe)
    try {
      await transitionBooking(app.db, id, {
        to: 'cancelled',
        actor: operator,
        input: { reason: 'Traveller called' },
      })
    } finally {
      remove()
    }
    expect(calls).toBe(1)
    expect(bookingHooks.registered().afterMove).not.toContain('test-probe')
  })
})
