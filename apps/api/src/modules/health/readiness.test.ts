import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'

const live = (app: App) => app.inject({ method: 'GET', url: '/api/v1/health/live' })
const ready = (app: App) => app.inject({ method: 'GET', url: '/api/v1/health/ready' })
const unavailable = (message: string) => ({
  success: false,
  error: { code: 'SERVICE_UNAVAILABLE', message },
})

describe('GET /api/v1/health/live and /health/ready', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers live and ready while serving, naming no software, cached by no one', async () => {
    const [alive, serving] = await Promise.all([live(app), ready(app)])
    expect(alive.statusCode).toBe(200)
    expect(alive.json()).toEqual({ success: true, data: { status: 'live' } })
    expect(serving.statusCode).toBe(200)
    expect(serving.json()).toEqual({ success: true, data: { status: 'ready' } })
    for (const response of [alive, serving]) {
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).not.toMatch(/pglite|postgres|version|\d+\.\d+\.\d+/i)
    }
  })

  it('is not ready while the database is being migrated', async () => {
    app.lifecycle.enter('migrating')
    const response = await ready(app)
    app.lifecycle.enter('serving')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual(unavailable('The database is being migrated.'))
  })

  it('is not ready when the database does not answer, saying nothing of why', async () => {
    const ping = app.database.ping
    app.database.ping = async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 (postgres 15.4)')
    }
    const [alive, notReady] = await Promise.all([live(app), ready(app)]).finally(() => {
      app.database.ping = ping
    })

    expect(alive.statusCode).toBe(200)
    expect(notReady.statusCode).toBe(503)
    // The envelope alone: no address, driver, version or stack for a stranger.
    expect(notReady.json()).toEqual(unavailable('The database is not answering.'))
    expect(notReady.body).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|postgres|stack|at /i)
  })

  it('is not ready when its database connection is closed, nor once draining; stays live', async () => {
    const other = await createTestApp()
    try {
      await other.database.close()
      const closed = await ready(other)
      expect(closed.statusCode).toBe(503)
      expect(closed.json()).toEqual(unavailable('The database is not answering.'))

      other.lifecycle.enter('draining')
      // Draining is for good: nothing moves the process back.
      other.lifecycle.enter('serving')
      const [alive, draining] = await Promise.all([live(other), ready(other)])
      expect(alive.statusCode).toBe(200)
      expect(draining.statusCode).toBe(503)
      expect(draining.json()).toEqual(unavailable('The server is shutting down.'))
    } finally {
      await other.close()
    }
  })
})
