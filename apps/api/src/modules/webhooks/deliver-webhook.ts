import {
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookRetryDelaySeconds,
  type WebhookDeliveryOutcome,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { finishClaimedJob, scheduleJob, type JobHandler } from '../jobs'
import { checkDestination } from './destination-check'
import { postWebhook, type PostResult } from './post-webhook'
import { findDelivery, insertDelivery, listAttempts } from './repository'
import { unsealSecret } from './secret-sealing'
import { webhookSignature } from './signature'

export const WEBHOOK_USER_AGENT = 'Ridelane-Webhooks/1'

/** The key of the automatic try number `n` of an event to an endpoint: each is scheduled once. */
export const deliveryKey = (eventId: string, endpointId: string, n: number) =>
  `webhook:${eventId}:${endpointId}:${n}`

export type DeliveryPayload = { event_id: string; endpoint_id: string; manual?: boolean }

function payloadOf(raw: Record<string, unknown>): DeliveryPayload | undefined {
  const { event_id: eventId, endpoint_id: endpointId, manual } = raw
  if (typeof eventId !== 'string' || typeof endpointId !== 'string' || !isUuid(endpointId)) {
    return undefined
  }
  return { event_id: eventId, endpoint_id: endpointId, manual: manual === true }
}

/**
 * The `webhook_delivery` job (docs/webhooks.md#retries): one attempt to post one event to one
 * endpoint. The HTTP call runs outside any transaction; its outcome, the next try (30 s, 1, 2, 4…
 * minutes, at most an hour apart, for 24 hours after the event) and the job's own completion
 * are then written in one short transaction. A process killed during the call writes nothing,
 * and the job's lease hands it to another process, which sends the same event id again.
 * A redelivery asked for by hand is one attempt and schedules no retries.
 */
export function webhookDeliveryHandler(options: { allowPrivate: boolean }): JobHandler {
  return async ({ db, job, log }) => {
    const payload = payloadOf(job.payload)
    if (!payload) return
    const found = await findDelivery(db, payload.event_id, payload.endpoint_id)
    // Deleted meanwhile, or switched off: nothing more to send.
    if (!found || (found.endpoint.disabledAt && !payload.manual)) return
    const { event, endpoint } = found
    const attempts = await listAttempts(db, event.id, endpoint.id)
    if (!payload.manual && attempts.some((a) => a.outcome === 'delivered')) return

    const result = await attempt(db, event, endpoint, options.allowPrivate)
    const now = new Date()
    const automaticFailures = attempts.filter((a) => !a.manual).length + 1
    const retryAt = new Date(now.getTime() + webhookRetryDelaySeconds(automaticFailures) * 1000)
    const deadline = event.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000
    const delivered =
      result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300
    const outcome: WebhookDeliveryOutcome = delivered
      ? 'delivered'
      : payload.manual || retryAt.getTime() <= deadline
        ? 'failed'
        : 'given_up'

    await db.transaction(async (tx) => {
      // Another process holds the job now (this one outlived its lease): its attempt counts.
      if (!(await finishClaimedJob(tx, job))) return
      // Counted again here: a redelivery by hand may have been recorded during the call.
      const made = (await listAttempts(tx, event.id, endpoint.id)).length
      await insertDelivery(tx, {
        eventId: event.id,
        endpointId: endpoint.id,
        attempt: made + 1,
        outcome,
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        manual: payload.manual ?? false,
        createdAt: now,
      })
      if (outcome === 'failed' && !payload.manual) {
        await scheduleJob(tx, {
          kind: 'webhook_delivery',
          runAt: retryAt,
          payload: { event_id: event.id, endpoint_id: endpoint.id },
          dedupeKey: deliveryKey(event.id, endpoint.id, automaticFailures + 1),
        })
      }
    })
    const about = { eventId: event.id, endpointId: endpoint.id, statusCode: result.statusCode }
    if (outcome === 'given_up') log.warn(about, 'webhook delivery given up after 24 hours')
    else if (outcome === 'failed')
      log.info({ ...about, error: result.error }, 'webhook delivery failed')
  }
}

async function attempt(
  db: Database,
  event: { id: string; payload: unknown },
  endpoint: { id: string; url: string; secretSealed: string },
  allowPrivate: boolean,
): Promise<PostResult> {
  const url = new URL(endpoint.url)
  if (!allowPrivate) {
    const refusal = await checkDestination(url)
    if (refusal) {
      const error =
        refusal.kind === 'private'
          ? `refused: the host resolves to a non-public address (${refusal.address})`
          : `host name lookup failed (${refusal.detail})`
      return { statusCode: null, error, durationMs: 0 }
    }
  }
  // Stored as jsonb, read back the same way every time: each attempt sends the same bytes.
  const body = JSON.stringify(event.payload)
  const secret = await unsealSecret(db, endpoint.id, endpoint.secretSealed)
  return postWebhook(
    url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: webhookSignature(secret, body, new Date()),
      'ridelane-event-id': event.id,
    },
    { allowPrivate },
  )
}
