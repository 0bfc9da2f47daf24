import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { priceRequest } from '../../bench/trip'
import { createTestApp } from '../support/create-test-app'

describe('request logging at info level', () => {
  let app: App
  const lines: Record<string, unknown>[] = []
  beforeAll(async () => {
    app = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    })
  })
  afterAll(() => app.close())

  it('writes one short line per request, without its body or query string', async () => {
    lines.length = 0
    const trip = {
      ...priceRequest(),
      pickup: { address: 'Amara Okafor at home', lat: 40.6413, lng: -73.7781 },
    }
    const priced = await app.inject({
      method: 'POST',
      url: '/api/v1/prices/calculate',
      payload: trip,
    })
    expect(priced.statusCode).toBe(200)
    const searched = await app.inject({
      method: 'GET',
      url: '/api/v1/places/search?q=Okafor+Street',
    })
    expect(searched.statusCode).toBe(200)

    const requestLines = lines.filter((line) => 'status' in line || 'req' in line || 'res' in line)
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'POST',
        path: '/api/v1/prices/calculate',
        status: 200,
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
      expect.objectContaining({ method: 'GET', path: '/api/v1/places/search', status: 200 }),
    ])
    const written = JSON.stringify(lines)
    expect(written).not.toContain('Okafor')
    expect(written).not.toContain('q=')
  })
})
