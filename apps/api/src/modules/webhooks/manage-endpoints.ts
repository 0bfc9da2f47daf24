import { randomUUID } from 'node:crypto'
import {
  DomainError,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_LIMIT,
  webhookEventTypes,
  webhookMessages as m,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointWithSecret,
  type WebhookEventState,
  type WebhookEventType,
  type WebhookLogEntry,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { scheduleJob } from '../jobs'
import { checkDestination } from './destination-check'
import {
  countEndpoints,
  deleteEndpoint,
  endpointAttempts,
  endpointEvents,
  findEndpoint,
  findPartnerEvent,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './repository'
import { newWebhookSecret, sealSecret } from './secret-sealing'

// A partner admin's webhook endpoints (docs/webhooks.md). Every call is scoped to the signed-in
// partner: another partner's endpoint or event is simply not found.

export type WebhookOptions = { allowPrivate: boolean }

const urlIssue = (message: string) =>
  new DomainError('VALIDATION_FAILED', message, { details: [{ path: 'url', message }] })

export const endpointNotFound = () => new DomainError('NOT_FOUND', m.endpointNotFound)

export function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.disabledAt === null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Where the URL leads must be public (unless the deployment allows private addresses). */
async function assertPublicDestination(url: string, options: WebhookOptions) {
  if (options.allowPrivate) return
  const refusal = await checkDestination(new URL(url))
  if (refusal) throw urlIssue(refusal.kind === 'private' ? m.urlPrivate : m.urlUnresolvable)
}

export async function listWebhookEndpoints(db: Database, partnerId: string) {
  return { endpoints: (await listEndpoints(db, partnerId)).map(endpointView) }
}

export async function createWebhookEndpoint(
  db: Database,
  partnerId: string,
  input: WebhookEndpointCreate,
  options: WebhookOptions,
): Promise<WebhookEndpointWithSecret> {
  await assertPublicDestination(input.url, options)
  if ((await countEndpoints(db, partnerId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new DomainError('CONFLICT', m.tooManyEndpoints)
  }
  const id = randomUUID()
  const secret = newWebhookSecret()
  // Kept in the order of the list, once each, whatever order they came in.
  const chosen = new Set(input.events ?? webhookEventTypes)
  const row = await insertEndpoint(db, {
    id,
    partnerId,
    url: input.url,
    events: webhookEventTypes.filter((type) => chosen.has(type)),
    secretSealed: await sealSecret(db, id, secret),
  })
  return { endpoint: endpointView(row), secret }
}

async function ownEndpoint(db: Database, partnerId: string, id: string) {
  const row = isUuid(id) ? await findEndpoint(db, partnerId, id) : undefined
  if (!row) throw endpointNotFound()
  return row
}

export async function setWebhookEndpointEnabled(
  db: Database,
  partnerId: string,
  id: string,
  enabled: boolean,
  options: WebhookOptions,
): Promise<WebhookEndpoint> {
  const row = await ownEndpoint(db, partnerId, id)
  if (enabled === (row.disabledAt === null)) return endpointView(row)
  // Switching it back on is adding it again: where it leads may have changed since.
  if (enabled) await assertPublicDestination(row.url, options)
  const updated = await updateEndpoint(db, partnerId, id, {
    disabledAt: enabled ? null : new Date(),
  })
  if (!updated) throw endpointNotFound()
  return endpointView(updated)
}

export async function deleteWebhookEndpoint(db: Database, partnerId: string, id: string) {
  if (!isUuid(id) || !(await deleteEndpoint(db, partnerId, id))) throw endpointNotFound()
}

/** A new secret replaces the old one at once; deliveries from now on are signed with it. */
export async function rollWebhookSecret(
  db: Database,
  partnerId: string,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  await ownEndpoint(db, partnerId, id)
  const secret = newWebhookSecret()
  const updated = await updateEndpoint(db, partnerId, id, {
    secretSealed: await sealSecret(db, id, secret),
  })
  if (!updated) throw endpointNotFound()
  return { endpoint: endpointView(updated), secret }
}

function attemptView(row: DeliveryRow): WebhookAttempt {
  return {
    attempt: row.attempt,
    outcome: row.outcome,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    manual: row.manual,
    at: row.createdAt.toISOString(),
  }
}

/** Delivered once any attempt was; given up once retries ran out; retrying after a failure. */
function stateOf(attempts: readonly DeliveryRow[]): WebhookEventState {
  if (attempts.some((a) => a.outcome === 'delivered')) return 'delivered'
  if (attempts.some((a) => a.outcome === 'given_up')) return 'given_up'
  return attempts.length > 0 ? 'retrying' : 'pending'
}

const bookingCodeOf = (payload: unknown): string | null => {
  const code = (payload as { data?: { booking?: { booking_code?: unknown } } }).data?.booking
    ?.booking_code
  return typeof code === 'string' ? code : null
}

/** The endpoint's newest events with every attempt to deliver each. */
export async function webhookDeliveryLog(
  db: Database,
  partnerId: string,
  id: string,
): Promise<{ events: WebhookLogEntry[] }> {
  const endpoint = await ownEndpoint(db, partnerId, id)
  const events = await endpointEvents(db, endpoint, WEBHOOK_LOG_LIMIT)
  const attempts = await endpointAttempts(
    db,
    endpoint.id,
    events.map((event) => event.id),
  )
  return {
    events: events.map((event) => {
      const own = attempts.filter((a) => a.eventId === event.id)
      return {
        id: event.id,
        type: event.type as WebhookEventType,
        booking_code: bookingCodeOf(event.payload),
        created_at: event.createdAt.toISOString(),
        state: stateOf(own),
        attempts: own.map(attemptView),
      }
    }),
  }
}

/** Sends the event to the endpoint again, now: one attempt, logged as made by hand. */
export async function redeliverWebhookEvent(
  db: Database,
  partnerId: string,
  endpointId: string,
  eventId: string,
) {
  const endpoint = await ownEndpoint(db, partnerId, endpointId)
  const event = await findPartnerEvent(db, partnerId, eventId)
  if (!event) throw new DomainError('NOT_FOUND', m.eventNotFound)
  if (endpoint.disabledAt) throw new DomainError('CONFLICT', m.endpointDisabled)
  await db.transaction((tx) =>
    scheduleJob(tx, {
      kind: 'webhook_delivery',
      runAt: new Date(),
      payload: { event_id: event.id, endpoint_id: endpoint.id, manual: true },
    }),
  )
}
