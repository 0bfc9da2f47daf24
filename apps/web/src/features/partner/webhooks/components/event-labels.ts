import type { WebhookEventState, WebhookEventType } from '@ridelane/domain'

/** What each event means, in the words docs/webhooks.md#events uses. */
export const eventLabels: Record<WebhookEventType, string> = {
  'booking.created': 'A booking is made',
  'booking.confirmed': 'It is paid or put on account',
  'booking.assigned': 'A provider, driver or vehicle is given',
  'booking.status_changed': 'Driver on the way, arrived, on board, no-show or expired',
  'booking.cancelled': 'It is cancelled',
  'booking.completed': 'The ride is over',
}

export const stateLabels: Record<WebhookEventState, string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  retrying: 'Retrying',
  given_up: 'Given up',
}
