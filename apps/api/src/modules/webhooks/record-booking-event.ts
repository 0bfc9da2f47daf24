import { randomBytes } from 'node:crypto'
import { webhookEventTypeFor, type BookingStatus } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { scheduleJob } from '../jobs'
import { webhookBookingView } from './booking-payload'
import { insertEvent, subscribedEndpoints, type BookingRecord } from './repository'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `evt_` and 24 random letters and digits (about 143 bits). */
export function newEventId(): string {
  const bytes = randomBytes(24)
  // Bytes from 248 (4 × 62) up are skipped, so each of the 62 characters is equally likely.
  let id = ''
  let pool = bytes
  let i = 0
  while (id.length < 24) {
    if (i >= pool.length) {
      pool = randomBytes(24)
      i = 0
    }
    const byte = pool[i++]!
    if (byte < 248) id += ALPHABET[byte % 62]
  }
  return `evt_${id}`
}

/** The delivery job of one event to one endpoint; the key makes the first try once. */
export const firstDeliveryKey = (eventId: string, endpointId: string) =>
  `webhook:${eventId}:${endpointId}:1`

/**
 * Records what happened to a partner's booking as a webhook event, with a delivery job for each
 * of the partner's enabled endpoints that take its type, in the caller's transaction: the event
 * exists if and only if the change committed. Called by the booking lifecycle wherever it writes
 * a timeline entry for a new booking or a move (modules/bookings/transition-booking.ts).
 * Bookings without a partner, and partners without a listening endpoint, record nothing.
 */
export async function recordBookingWebhook(
  tx: Database,
  change: { booking: BookingRecord; from: BookingStatus | null; to: BookingStatus; at: Date },
): Promise<void> {
  const { booking, from, to, at } = change
  if (!booking.partnerId) return
  const type = webhookEventTypeFor(from, to)
  const endpoints = await subscribedEndpoints(tx, booking.partnerId, type)
  if (endpoints.length === 0) return
  const id = newEventId()
  const payload = {
    id,
    type,
    created_at: at.toISOString(),
    data: {
      booking: webhookBookingView(booking),
      ...(from !== null ? { previous_status: from } : {}),
    },
  }
  await insertEvent(tx, {
    id,
    partnerId: booking.partnerId,
    bookingId: booking.id,
    type,
    payload,
    createdAt: at,
  })
  for (const endpoint of endpoints) {
    await scheduleJob(tx, {
      kind: 'webhook_delivery',
      // Due at once (a move dated later, as tests do, must not hold the delivery back).
      runAt: new Date(Math.min(at.getTime(), Date.now())),
      payload: { event_id: id, endpoint_id: endpoint.id },
      dedupeKey: firstDeliveryKey(id, endpoint.id),
    })
  }
}
