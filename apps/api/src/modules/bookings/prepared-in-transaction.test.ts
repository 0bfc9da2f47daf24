import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { findBookingById, lockBooking, updateBooking } from './repository'
import { bookingPayload, postBooking, signQuote } from './test-fixtures'

// The booking's hot statements are prepared once per database (db/prepared.ts) and run in its
// transactions too: they must run on the transaction's connection, so that a rollback undoes them.
describe('a prepared booking statement in a transaction', () => {
  let app: App
  let bookingId: string
  beforeAll(async () => {
    app = await createTestApp()
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(created.statusCode, created.body).toBe(201)
    bookingId = (created.json().data as { id: string }).id
  })
  afterAll(() => app.close())

  it('is undone with the transaction, after the same statement ran outside one', async () => {
    await updateBooking(app.db, bookingId, { driverInstructions: 'Outside: kept' })
    await expect(
      app.db.transaction(async (tx) => {
        expect((await lockBooking(tx, bookingId))?.driverInstructions).toBe('Outside: kept')
        const changed = await updateBooking(tx, bookingId, { driverInstructions: 'Rolled back' })
        expect(changed.driverInstructions).toBe('Rolled back')
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect((await findBookingById(app.db, bookingId))?.driverInstructions).toBe('Outside: kept')

    await app.db.transaction((tx) =>
      updateBooking(tx, bookingId, { driverInstructions: 'Committed' }),
    )
    expect((await findBookingById(app.db, bookingId))?.driverInstructions).toBe('Committed')
  })
})
