import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { bookings } from '../../db/schema'
import { scheduledJobs, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema'

// The only file of the webhooks feature that touches Drizzle (docs/architecture.md#api).

export type BookingRecord = typeof bookings.$inferSelect
export type EndpointRow = typeof webhookEndpoints.$inferSelect
export type NewEndpoint = typeof webhookEndpoints.$inferInsert
export type EventRow = typeof webhookEvents.$inferSelect
export type DeliveryRow = typeof webhookDeliveries.$inferSelect
export type NewDelivery = typeof webhookDeliveries.$inferInsert

export async function countEndpoints(db: Database, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.partnerId, partnerId))
  return Number(row?.n ?? 0)
}

export async function insertEndpoint(db: Database, endpoint: NewEndpoint): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(endpoint).returning()
  return row!
}

export function listEndpoints(db: Database, partnerId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.partnerId, partnerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
}

/** The partner's endpoint, or undefined (someone else's is as unknown as a missing one). */
export async function findEndpoint(db: Database, partnerId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.partnerId, partnerId)))
    .limit(1)
  return row
}

export async function updateEndpoint(
  db: Database,
  partnerId: string,
  id: string,
  changes: Partial<Pick<NewEndpoint, 'disabledAt' | 'secretSealed'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.partnerId, partnerId)))
    .returning()
  return row
}

/** Deletes the endpoint and, by cascade, its delivery log; the events stay for other endpoints. */
export async function deleteEndpoint(db: Database, partnerId: string, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.partnerId, partnerId)))
    .returning({ id: webhookEndpoints.id })
  return rows.length > 0
}

/** The partner's enabled endpoints that take events of `type`. */
export function subscribedEndpoints(tx: Database, partnerId: string, type: string) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.partnerId, partnerId),
        isNull(webhookEndpoints.disabledAt),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    )
}

export async function insertEvent(tx: Database, event: typeof webhookEvents.$inferInsert) {
  await tx.insert(webhookEvents).values(event)
}

export async function findPartnerEvent(db: Database, partnerId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, id), eq(webhookEvents.partnerId, partnerId)))
    .limit(1)
  return row
}

/** The event and the endpoint it is to go to, when both exist and belong to one partner. */
export async function findDelivery(db: Database, eventId: string, endpointId: string) {
  const [row] = await db
    .select({ event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookEvents)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.partnerId, webhookEvents.partnerId))
    .where(and(eq(webhookEvents.id, eventId), eq(webhookEndpoints.id, endpointId)))
    .limit(1)
  return row
}

/** The attempts made to deliver the event to the endpoint, oldest first. */
export function listAttempts(db: Database, eventId: string, endpointId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)),
    )
    .orderBy(asc(webhookDeliveries.attempt), asc(webhookDeliveries.createdAt))
}

export async function insertDelivery(tx: Database, delivery: NewDelivery) {
  await tx.insert(webhookDeliveries).values(delivery)
}

/**
 * The endpoint's newest events: those with an attempt to it, and those still waiting for their
 * first (a delivery job pending for it).
 */
export function endpointEvents(db: Database, endpoint: EndpointRow, limit: number) {
  const attempted = db
    .select({ id: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
  const waiting = db
    .select({ id: sql<string>`${scheduledJobs.payload} ->> 'event_id'` })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, 'webhook_delivery'),
        eq(scheduledJobs.status, 'pending'),
        sql`${scheduledJobs.payload} ->> 'endpoint_id' = ${endpoint.id}`,
      ),
    )
  return db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.partnerId, endpoint.partnerId),
        sql`(${inArray(webhookEvents.id, attempted)} or ${inArray(webhookEvents.id, waiting)})`,
      ),
    )
    .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
    .limit(limit)
}

export function endpointAttempts(db: Database, endpointId: string, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([] as DeliveryRow[])
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.eventId, eventIds),
      ),
    )
    .orderBy(asc(webhookDeliveries.attempt), asc(webhookDeliveries.createdAt))
}
