import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { startFakeHttpServer } from '../../../test/support/fake-http-server'
import { calculate, oneWayRequest, places } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const point = ({ lat, lng }: { lat: number; lng: number }) => `${lat},${lng}`
const estimate = (target: App, query: string, remoteAddress = '203.0.113.20') =>
  target.inject({ url: `/api/v1/routes/estimate?${query}`, remoteAddress })

describe('GET /api/v1/routes/estimate', () => {
  it('gives the distance and time the quote shows, with no date', async () => {
    const query = `pickup=${point(places.timesSquare)}&dropoff=${point(places.centralPark)}`
    const response = await estimate(app, query)
    expect(response.statusCode).toBe(200)
    const quoted = (await calculate(app, oneWayRequest())).json().data
    expect(response.json()).toEqual({
      success: true,
      data: { distance_km: quoted.distance_km, duration_min: quoted.duration_min },
    })
    expect(quoted.distance_km).toBeGreaterThan(2)
  })

  it('estimates a trip outside every service area too', async () => {
    const response = await estimate(
      app,
      `pickup=${point(places.reykjavik)}&dropoff=64.1355,-21.8954`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data.distance_km).toBeGreaterThan(2)
  })

  it('refuses missing or malformed places with 400', async () => {
    for (const query of [
      'pickup=40.7,-73.9',
      'pickup=40.7&dropoff=40.8,-73.9',
      'pickup=a,b&dropoff=1,2',
    ]) {
      const response = await estimate(app, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().success).toBe(false)
    }
  })

  it('uses the router behind ROUTING_URL, as pricing does', async () => {
    const router = await startFakeHttpServer(() => ({
      body: { code: 'Ok', routes: [{ distance: 12_345, duration: 1_500 }] },
    }))
    const routed = await createTestApp({ env: { ROUTING_URL: router.url } })
    try {
      const response = await estimate(routed, 'pickup=40.6413,-73.7781&dropoff=40.758,-73.9855')
      expect(response.json().data).toEqual({ distance_km: 12.3, duration_min: 25 })
    } finally {
      await routed.close()
      await router.close()
    }
  })

  it('limits how often one address asks', async () => {
    const query = `pickup=${point(places.jfk)}&dropoff=${point(places.timesSquare)}`
    const statuses = []
    for (let i = 0; i < 121; i += 1)
      statuses.push((await estimate(app, query, '198.51.100.30')).statusCode)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
  })
})
