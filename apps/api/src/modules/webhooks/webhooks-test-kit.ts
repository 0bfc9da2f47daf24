import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PartnerActor } from '@ridelane/domain'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { App } from '../../app'
import { scheduledJobs, webhookDeliveries } from '../../db/schema'
import { createTestApp, type TestAppOptions } from '../../../test/support/create-test-app'
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeRequest,
} from '../../../test/support/fake-http-server'
import { bookingPayload, payAndComplete, postBooking, signQuote } from '../bookings/test-fixtures'
import { bearer } from '../partners/partner-test-kit'

// Helpers for this feature's API tests only; nothing in the app imports this file.

/**
 * Who a test's next calls act as. Until the team and API keys are built beside this feature, a
 * session always stands for the account's own login; a role test mocks the session lookup
 * (actingSession) to stand for a booker, an admin of the team or an API key instead.
 */
export const actors: Record<'booker' | 'member_admin' | 'api_key', PartnerActor> = {
  booker: {
    kind: 'member',
    memberId: '00000000-0000-4000-8000-000000000001',
    email: 'booker@travel.example',
    role: 'booker',
  },
  member_admin: {
    kind: 'member',
    memberId: '00000000-0000-4000-8000-000000000002',
    email: 'admin@travel.example',
    role: 'admin',
  },
  api_key: {
    kind: 'api_key',
    keyId: '00000000-0000-4000-8000-000000000003',
    name: 'Web',
    mode: 'live',
    scopes: ['quotes', 'bookings:read', 'bookings:write'],
    requestsPerMinute: 60,
  },
}
export type ActorName = keyof typeof actors

/**
 * The app with private webhook addresses allowed or not. Its job loop waits ten minutes between
 * passes: only the test runs the jobs (runDeliveries), so it decides when each attempt happens.
 */
export function webhooksTestApp(options: { allowPrivate: boolean } & TestAppOptions) {
  const { allowPrivate, ...rest } = options
  return createTestApp({
    ...rest,
    env: { ...(allowPrivate ? { WEBHOOK_ALLOW_PRIVATE: '1' } : {}), ...rest.env },
    config: { jobsIntervalMs: 600_000, ...rest.config },
  })
}

export function call(
  app: App,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1/partners/webhooks${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  })
}

export type Endpoint = { id: string; url: string; events: string[]; enabled: boolean }

export async function addEndpoint(app: App, token: string, url: string, events?: string[]) {
  const response = await call(app, token, 'POST', '', { url, ...(events ? { events } : {}) })
  if (response.statusCode !== 201) throw new Error(`endpoint not added: ${response.body}`)
  return response.json().data as { endpoint: Endpoint; secret: string }
}

/** A receiver on 127.0.0.1 that answers as `answer` says and keeps every request. */
export function startReceiver(answer: (request: FakeRequest) => FakeAnswer = () => ({})) {
  return startFakeHttpServer(answer)
}

/** Checks a delivery's signature as docs/webhooks.md tells receivers to. */
export function signatureHolds(secret: string, request: FakeRequest): boolean {
  const header = String(request.headers['ridelane-signature'] ?? '')
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=') as [string, string]),
  )
  if (!parts.t || !parts.v1) return false
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A partner booking made through the API (booking.created), optionally paid (booking.confirmed). */
export async function partnerBooking(app: App, token: string, options: { pay?: boolean } = {}) {
  const created = await postBooking(app, bookingPayload(await signQuote(app)), bearer(token))
  if (created.statusCode !== 201) throw new Error(`booking failed: ${created.body}`)
  const booking = created.json().data as { id: string; booking_code: string }
  if (options.pay) {
    const paid = await payAndComplete(app, booking, { headers: bearer(token) })
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`)
  }
  return booking
}

/** Makes every waiting webhook delivery due and runs the jobs, as time passing would. */
export async function runDeliveries(app: App) {
  await app.db
    .update(scheduledJobs)
    .set({ runAt: sql`now() - interval '1 millisecond'` })
    .where(
      and(
        eq(scheduledJobs.kind, 'webhook_delivery'),
        eq(scheduledJobs.status, 'pending'),
        // Those already due keep their time, and so their order.
        gt(scheduledJobs.runAt, sql`now()`),
      ),
    )
  await app.jobs.runDueNow()
}

export async function attemptsTo(app: App, endpointId: string) {
  return app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
}

export async function pendingDeliveryJobs(app: App) {
  return app.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'webhook_delivery'), eq(scheduledJobs.status, 'pending')))
}
