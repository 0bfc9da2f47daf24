import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, signQuote, postBooking, payAndComplete } from '../bookings/test-fixtures'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { readEvents } from '../../../test/support/server-sent-events'

describe('the bookings board stream', () => {
  let app: App
  let address: string
  let token: string

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    token = (await signedInAdmin(app)).token
    address = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  it('tells a connected board about a new booking and its payment within 2 seconds', async () => {
    const controller = new AbortController()
    const stream = await fetch(`${address}/api/v1/ops/bookings/stream`, {
      headers: bearer(token),
      signal: controller.signal,
    })
    expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
      { event: 'ready', data: '{}' },
    ])

    const created = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    const changes = (events: Array<{ data: string }>) => events.map((e) => JSON.parse(e.data))
    const started = Date.now()
    const afterCreate = await readEvents(stream, (events) => events.length > 0)
    expect(changes(afterCreate)).toContainEqual({ id: created.id, op: 'insert' })
    expect(Date.now() - started).toBeLessThan(2000)

    const paid = await payAndComplete(app, created)
    expect(paid.statusCode, paid.body).toBe(200)
    const afterPayment = await readEvents(stream, (events) => events.length > 0)
    expect(changes(afterPayment)).toContainEqual({ id: created.id, op: 'update' })
    controller.abort()
  })

  it('lets the server close while a board is still connected', async () => {
    const other = await createTestApp()
    const otherToken = (await signedInAdmin(other)).token
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' })
    const stream = await fetch(`${otherAddress}/api/v1/ops/bookings/stream`, {
      headers: bearer(otherToken),
    })
    await readEvents(stream, (events) => events.length > 0)
    const started = Date.now()
    await other.close()
    expect(Date.now() - started).toBeLessThan(5000)
    const reader = stream.body!.getReader()
    // Ended with a hint to reconnect soon, which a balancer sends to another process.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 1000\n\n')
    expect((await reader.read()).done).toBe(true)
  })
})
