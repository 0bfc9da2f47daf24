import { bookingMessages, passengerMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createTestApp } from '../../test/support/create-test-app'
import { bookingPayload, postBooking, signQuote } from '../modules/bookings/test-fixtures'
import { translated } from './catalogue-test-kit'

// An error's words follow Accept-Language among our languages; its code never changes
// (issue 35, item 5; docs/decisions/052-server-messages.md).

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const expired = async () =>
  bookingPayload(await signQuote(app, { expiresAt: new Date(Date.now() - 60_000) }))

describe('an API error in the client’s language', () => {
  it('says why in Hindi to a Hindi browser, with the same code as in English', async () => {
    const english = await postBooking(app, await expired())
    const hindi = await postBooking(app, await expired(), { 'accept-language': 'hi-IN,hi;q=0.9' })
    expect(english.statusCode).toBe(hindi.statusCode)
    const inHindi = translated('hi', bookingMessages.quoteExpired)
    expect(english.json().error).toEqual({
      code: 'QUOTE_EXPIRED',
      message: bookingMessages.quoteExpired,
      details: [{ path: 'quote_id', message: bookingMessages.quoteExpired }],
    })
    expect(hindi.json().error).toEqual({
      code: 'QUOTE_EXPIRED',
      message: inHindi,
      details: [{ path: 'quote_id', message: inHindi }],
    })
  })

  it('words each field’s problem in Spanish', async () => {
    const response = await postBooking(
      app,
      bookingPayload(await signQuote(app), { email: 'not-an-address', name: '' }),
      { 'accept-language': 'es-MX' },
    )
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: translated('es', passengerMessages.emailInvalid) },
        { path: 'name', message: translated('es', passengerMessages.nameRequired) },
      ]),
    )
  })

  it('keeps English for a language it does not speak, and for words no catalogue holds', async () => {
    const portuguese = await postBooking(app, await expired(), { 'accept-language': 'pt-BR' })
    expect(portuguese.json().error.message).toBe(bookingMessages.quoteExpired)
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/no-such-route',
      headers: { 'accept-language': 'ar' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('NOT_FOUND')
  })
})
