import { z } from 'zod'
import type { BookingStatus } from '../booking/booking-status'
import { webhookEventTypes, type WebhookEventType } from './partner-access'

// Webhooks: where a partner's systems hear of its bookings (docs/webhooks.md). The API's routes,
// the portal's form and the delivery log read these schemas and messages.

export const webhookMessages = {
  urlRequired: 'Enter the address that should receive the events',
  urlInvalid: 'Enter a full address such as https://example.com/ridelane-events',
  urlScheme: 'The address must start with https:// (or http:// for a test receiver)',
  urlCredentials: 'Leave the user name and password out of the address',
  urlTooLong: 'The address must be at most 2000 characters',
  urlUnresolvable: 'The address’s host name could not be found',
  urlPrivate:
    'The address leads to a private, loopback or link-local network; events can only go to a public address',
  eventsRequired: 'Choose at least one event',
  endpointNotFound: 'Webhook endpoint not found',
  eventNotFound: 'Event not found for this endpoint',
  endpointDisabled: 'Enable the endpoint before sending events to it again',
  tooManyEndpoints: 'An account can have at most 10 webhook endpoints',
  redeliveryQueued: 'The event will be sent again in a moment',
  deleted: 'Webhook endpoint deleted',
  tooManyRedeliveries: 'Too many redeliveries. Try again in a minute.',
} as const

/** Endpoints per partner account: enough for live, staging and a test receiver or two. */
export const MAX_WEBHOOK_ENDPOINTS = 10
export const WEBHOOK_URL_MAX_LENGTH = 2000

/** How long a failing delivery is retried after the event happened, and the cap between tries. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24
export const WEBHOOK_MAX_RETRY_DELAY_SECONDS = 3600

/**
 * Seconds before the next try after the `failures`-th failed one: 30 s, 1, 2, 4, 8… minutes,
 * never more than an hour.
 */
export function webhookRetryDelaySeconds(failures: number): number {
  return Math.min(30 * 2 ** Math.max(0, failures - 1), WEBHOOK_MAX_RETRY_DELAY_SECONDS)
}

/**
 * The event a booking's move sends: one event per move, the specific kind where there is one and
 * booking.status_changed for the rest (on the way, arrived, on board, no-show, expired).
 * `from` is null for a new booking. A new driver on an assigned ride is booking.assigned again.
 */
export function webhookEventTypeFor(
  from: BookingStatus | null,
  to: BookingStatus,
): WebhookEventType {
  if (from === null) return 'booking.created'
  if (to === 'confirmed') return 'booking.confirmed'
  if (to === 'assigned') return 'booking.assigned'
  if (to === 'cancelled') return 'booking.cancelled'
  if (to === 'completed') return 'booking.completed'
  return 'booking.status_changed'
}

export const webhookEventTypeSchema = z.enum(webhookEventTypes)

/** The shape of an address (scheme, no credentials); where it leads is checked by the server. */
export const webhookUrlSchema = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { message: webhookMessages.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX_LENGTH, { message: webhookMessages.urlTooLong, abort: true })
  .superRefine((value, ctx) => {
    if (!URL.canParse(value)) {
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlInvalid })
      return
    }
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlScheme })
    } else if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlCredentials })
    } else if (!url.hostname) {
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlInvalid })
    }
  })

export const webhookEndpointCreateSchema = z.object({
  url: webhookUrlSchema,
  /** Left out: every event. */
  events: z
    .array(webhookEventTypeSchema)
    .min(1, webhookMessages.eventsRequired)
    .max(webhookEventTypes.length)
    .optional(),
})
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>

export const webhookEndpointUpdateSchema = z.object({ enabled: z.boolean() })
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  created_at: z.string(),
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

export const webhookEndpointsResponseSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
})
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>

/** The answer of creating an endpoint or rolling its secret: the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
})
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>

export const webhookDeliveryOutcomes = ['delivered', 'failed', 'given_up'] as const
export type WebhookDeliveryOutcome = (typeof webhookDeliveryOutcomes)[number]

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  outcome: z.enum(webhookDeliveryOutcomes),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  manual: z.boolean(),
  at: z.string(),
})
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>

/** Where an event stands with one endpoint: its newest attempt decides, none yet is pending. */
export const webhookEventStates = ['pending', 'delivered', 'retrying', 'given_up'] as const
export type WebhookEventState = (typeof webhookEventStates)[number]

export const webhookLogEntrySchema = z.object({
  id: z.string(),
  type: webhookEventTypeSchema,
  booking_code: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(webhookEventStates),
  /** Oldest first. */
  attempts: z.array(webhookAttemptSchema),
})
export type WebhookLogEntry = z.infer<typeof webhookLogEntrySchema>

export const WEBHOOK_LOG_LIMIT = 50

export const webhookLogResponseSchema = z.object({ events: z.array(webhookLogEntrySchema) })
export type WebhookLogResponse = z.infer<typeof webhookLogResponseSchema>
