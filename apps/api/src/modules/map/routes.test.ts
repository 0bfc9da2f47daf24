import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'

describe('GET /api/v1/map-config', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers anyone with nulls when no tile source is set, and no tile host in the policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/map-config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: { tile_url: null, attribution: null } })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("img-src 'self' data: https:;")
  })

  it('hands out the configured tiles and lets their host in for images only', async () => {
    const tiles = await createTestApp({
      config: {
        mapTiles: {
          url: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
          attribution: 'Map data from our own tile server',
        },
      },
    })
    try {
      const response = await tiles.inject({ method: 'GET', url: '/api/v1/map-config' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({
        tile_url: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
        attribution: 'Map data from our own tile server',
      })
      const policy = String(response.headers['content-security-policy'])
      expect(policy).toContain("img-src 'self' data: https: http://tiles.internal:8080;")
      expect(policy).toContain("connect-src 'self';")
      expect(policy).toContain("default-src 'self';")
    } finally {
      await tiles.close()
    }
  })
})
