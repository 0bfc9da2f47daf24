import { priceCalculationResponseSchema, successEnvelope } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { responseJsonSchema } from '../../http/serializer'
import './routes'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, places } from './price-request-test-kit'

const envelope = successEnvelope(priceCalculationResponseSchema)

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('the price calculation answer, written by a compiled serializer', () => {
  it('is exactly what zod would have written, for every kind of answer', async () => {
    const requests = [
      oneWayRequest(),
      oneWayRequest({ pickup: places.jfk, booking_time: localPickup('23:30') }),
      oneWayRequest({ ride_type: 'hourly', dropoff: undefined, duration: 4 }),
      oneWayRequest({ pickup: places.parisOpera, timezone: 'Europe/Paris' }),
      oneWayRequest({ pickup: places.reykjavik, dropoff: places.reykjavik }),
    ]
    for (const request of requests) {
      const response = await calculate(app, request)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.body).toBe(JSON.stringify(envelope.parse(response.json())))
    }
  })

  it('writes the signed quote without the escape scan, as text JSON never escapes', async () => {
    const schema = JSON.stringify(responseJsonSchema(envelope))
    expect(schema).toContain('"format":"unsafe"')
    const response = await calculate(app, oneWayRequest())
    expect(response.json().data.quote_id).toMatch(/^[\w.-]{100,}$/)
  })
})
