import { readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import type { App } from '../app'
import { loadConfig } from '../config'
import { errorsPlugin } from '../plugins/errors'
import { createAppMetrics, metricsPlugin } from './metrics'
import { createTestApp } from '../../test/support/create-test-app'
import {
  bookingPayload,
  bookingToken,
  payAndComplete,
  postBooking,
  signQuote,
} from '../modules/bookings/test-fixtures'
import { signedInAdmin, useStepClock } from '../modules/operators/operator-test-kit'
import { signUp } from '../modules/partners/partner-test-kit'
import { rideToken } from '../modules/rides/ride-test-kit'
import { readEvents } from '../../test/support/server-sent-events'
import {
  newProvider,
  signedInProviderUser,
} from '../modules/provider-accounts/provider-accounts-test-kit'

const TOKEN = 'metrics-test-token-0123456789abcdefghijklmnop'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const opsDir = path.resolve(import.meta.dirname, '../../../../ops')

/** Every PromQL expression of the dashboard (its panels' targets) and of the alert rules. */
function expressionsOfOpsFiles(): string[] {
  const dashboard: unknown = JSON.parse(
    readFileSync(path.join(opsDir, 'grafana/ridelane-dashboard.json'), 'utf8'),
  )
  const found: string[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'expr' && typeof value === 'string') found.push(value)
      else walk(value)
    }
  }
  walk(dashboard)
  const alerts = parse(readFileSync(path.join(opsDir, 'prometheus/alerts.yml'), 'utf8')) as {
    groups: { rules: { alert: string; expr: string }[] }[]
  }
  for (const group of alerts.groups) for (const rule of group.rules) found.push(rule.expr)
  return found
}

/** The metric names an expression reads: ours and the process's, never a function or label. */
const metricNamesIn = (expression: string) =>
  expression.match(/\b(?:ridelane|nodejs|process)_[a-z0-9_]+\b/g) ?? []

const scrape = (app: App, headers: Record<string, string> = bearer(TOKEN)) =>
  app.inject({ url: '/metrics', headers })

describe('/metrics with METRICS_TOKEN set', () => {
  let app: App
  let paid: { id: string; booking_code: string; access_token: string }
  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => app?.close())

  it('shows every metric the dashboard and the alerts use after a booking is paid', async () => {
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data
    paid = booking
    const completed = await payAndComplete(app, booking)
    expect(completed.statusCode, completed.body).toBe(200)
    // A wrong call, so the route label of an unknown path shows too.
    expect(
      (await app.inject({ url: `/api/v1/bookings/${booking.booking_code}/x` })).statusCode,
    ).toBe(404)

    const response = await scrape(app)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const text = response.body

    const expressions = expressionsOfOpsFiles()
    expect(expressions.length).toBeGreaterThan(15)
    const names = [...new Set(expressions.flatMap(metricNamesIn))].sort()
    expect(names.length).toBeGreaterThan(12)
    // The pool's gauges keep no samples on PGlite, which has no pool; the rest must have one.
    const noPool = app.database.driver === 'pglite'
    const missing = names.filter((name) =>
      noPool && name.startsWith('ridelane_db_pool_')
        ? !new RegExp(`^# TYPE ${name} gauge$`, 'm').test(text)
        : !new RegExp(`^${name}(\\{| )`, 'm').test(text),
    )
    expect(missing).toEqual([])

    // Routes are labelled by pattern, never by what the URL held.
    expect(text).toContain('route="/api/v1/bookings/:id/complete"')
    expect(text).toContain('route="unmatched"')
    expect(text).not.toContain(booking.booking_code)
    expect(text).not.toContain(booking.id)
    expect(text).toMatch(
      /^ridelane_payment_outcomes_total\{gateway="sandbox",outcome="succeeded"\} [1-9]/m,
    )
    // The confirmation mail waits in the outbox (no SMTP loop ran yet) or went: either way counted.
    expect(text).toMatch(/^ridelane_queue_pending\{queue="mail"\} \d+$/m)
    expect(text).toMatch(/^ridelane_event_streams_open 0$/m)
    if (!noPool) expect(text).toMatch(/^ridelane_db_pool_max [1-9]/m)
  })

  it('counts the event streams open', async () => {
    const openStreams = async () =>
      /^ridelane_event_streams_open (\d+)$/m.exec((await scrape(app)).body)?.[1]
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const stream = await fetch(`${address}/api/v1/rides/${paid.booking_code}/stream`, {
      headers: rideToken(paid.access_token),
      signal: controller.signal,
    })
    expect(await readEvents(stream, (events) => events.length > 0)).toHaveLength(1)
    expect(await openStreams()).toBe('1')
    controller.abort()
    await expect.poll(openStreams).toBe('0')
  })

  it('refuses a request without the token, or with another', async () => {
    for (const headers of [
      {},
      bearer('x'.repeat(TOKEN.length)),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
    ]) {
      const response = await scrape(app, headers)
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer')
      expect(response.json().error.code).toBe('UNAUTHORIZED')
      expect(response.body).not.toContain('ridelane_')
    }
  })

  describe('opens to no other credential', () => {
    it("a traveller's booking token", async () => {
      const created = await postBooking(app, bookingPayload(await signQuote(app)))
      const { access_token: token } = created.json().data
      expect((await scrape(app, bookingToken(token))).statusCode).toBe(401)
      expect((await scrape(app, bearer(token))).statusCode).toBe(401)
    })

    it("a partner's session", async () => {
      const partner = await signUp(app)
      expect((await scrape(app, bearer(partner.token))).statusCode).toBe(401)
    })

    it("an operator's session, and a provider's", async () => {
      useStepClock()
      const admin = await signedInAdmin(app)
      const provider = await newProvider(app, admin.token)
      const user = await signedInProviderUser(app, admin.token, provider.id)
      vi.useRealTimers()
      expect((await scrape(app, bearer(admin.token))).statusCode).toBe(401)
      expect((await scrape(app, bearer(user.token))).statusCode).toBe(401)
    })
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  // What buildApp registers when the variable is unset; a bare app, as a test app takes a second.
  it('is an unknown path, whatever the caller sends', async () => {
    const { metricsToken } = loadConfig({})
    expect(metricsToken).toBeUndefined()
    const app = Fastify()
    await app.register(errorsPlugin).register(metricsPlugin, {
      metrics: metricsToken ? createAppMetrics() : undefined,
      token: metricsToken,
    })
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await app.inject({ url: '/metrics', headers })
        expect(response.statusCode).toBe(404)
        expect(response.json().error.code).toBe('NOT_FOUND')
      }
    } finally {
      await app.close()
    }
  })

  it('takes no token short enough to guess, or with spaces', () => {
    for (const token of ['short-token', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be 32 to 200/)
    }
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN)
  })
})
