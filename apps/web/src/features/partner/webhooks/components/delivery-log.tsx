import type { WebhookAttempt, WebhookLogEntry } from '@ridelane/domain'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { webhookErrors } from '../api/webhook-endpoints'
import { useRedeliverWebhookEvent, useWebhookLogQuery } from '../api/webhook-log'
import { stateLabels } from './event-labels'

function attemptText(attempt: WebhookAttempt): string {
  const answer =
    attempt.status_code !== null ? `HTTP ${attempt.status_code}` : (attempt.error ?? 'no answer')
  const took = attempt.duration_ms !== null ? ` in ${attempt.duration_ms} ms` : ''
  const how = attempt.manual ? ' (redelivery)' : ''
  return `Attempt ${attempt.attempt}${how}: ${answer}${took}, ${formatDateTime(attempt.at)}`
}

function EventRow({
  event,
  canRedeliver,
  onRedeliver,
  sending,
}: {
  event: WebhookLogEntry
  canRedeliver: boolean
  onRedeliver: () => void
  sending: boolean
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink-900">
          <code>{event.type}</code>
          {event.booking_code && <span className="ml-2 text-ink-600">{event.booking_code}</span>}
        </p>
        <p className="text-sm text-ink-700">
          <span className="font-semibold">{stateLabels[event.state]}</span>
          {` · ${formatDateTime(event.created_at)}`}
        </p>
      </div>
      <p className="mt-0.5 font-mono text-xs text-ink-500">{event.id}</p>
      {event.attempts.length > 0 && (
        <ol className="mt-1 space-y-0.5 text-sm text-ink-700">
          {event.attempts.map((attempt) => (
            <li key={attempt.attempt}>{attemptText(attempt)}</li>
          ))}
        </ol>
      )}
      {canRedeliver && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          loading={sending}
          onClick={onRedeliver}
          aria-label={`Redeliver ${event.type} ${event.id}`}
        >
          Redeliver
        </Button>
      )}
    </li>
  )
}

/** An endpoint's newest events and every attempt to deliver them, with redelivery. */
export function DeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const log = useWebhookLogQuery(endpointId)
  const redeliver = useRedeliverWebhookEvent(endpointId)

  if (log.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-3 text-ink-600">
        <Spinner className="size-5" />
        Loading deliveries...
      </p>
    )
  }
  if (log.isError) {
    return <Alert tone="danger">{apiErrorMessage(log.error, webhookErrors.loadLog)}</Alert>
  }
  return (
    <div>
      {redeliver.isError && (
        <Alert tone="danger" className="mb-2">
          {apiErrorMessage(redeliver.error, webhookErrors.redeliver)}
        </Alert>
      )}
      {redeliver.isSuccess && (
        <Alert tone="success" className="mb-2">
          {redeliver.data.message}
        </Alert>
      )}
      {log.data.events.length === 0 ? (
        <p className="py-3 text-ink-600">
          No events yet. They appear here when one of your bookings changes.
        </p>
      ) : (
        <ul className="divide-y divide-ink-100" aria-label="Recent events">
          {log.data.events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              canRedeliver={enabled}
              sending={redeliver.isPending && redeliver.variables === event.id}
              onRedeliver={() => redeliver.mutate(event.id)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
