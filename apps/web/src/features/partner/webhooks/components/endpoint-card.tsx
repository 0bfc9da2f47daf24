import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@ridelane/domain'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import {
  useDeleteWebhookEndpoint,
  useRollWebhookSecret,
  useSwitchWebhookEndpoint,
  webhookErrors,
} from '../api/webhook-endpoints'
import { DeliveryLog } from './delivery-log'

type Confirming = 'roll' | 'delete' | null

const confirmations = {
  roll: {
    question: 'Make a new signing secret? The current one stops working at once.',
    action: 'Roll secret',
  },
  delete: {
    question: 'Delete this endpoint and its delivery log? Events stop going to it.',
    action: 'Delete endpoint',
  },
} as const

/** One endpoint: where, which events, on or off, and what can be done with it. */
export function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint
  onSecret: (rolled: WebhookEndpointWithSecret) => void
}) {
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [showLog, setShowLog] = useState(false)
  const logId = useId()
  const toggle = useSwitchWebhookEndpoint()
  const roll = useRollWebhookSecret()
  const remove = useDeleteWebhookEndpoint()
  const failed = [toggle, roll, remove].find((m) => m.isError)

  function confirm() {
    if (confirming === 'roll') {
      roll.mutate(endpoint.id, { onSuccess: (rolled) => onSecret(rolled) })
    } else if (confirming === 'delete') {
      remove.mutate(endpoint.id)
    }
    setConfirming(null)
  }

  return (
    <li className="py-5" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-all text-ink-900">{endpoint.url}</p>
          <p className="mt-1 text-sm text-ink-600">
            {`${endpoint.enabled ? 'On' : 'Off'} · added ${formatDateTime(endpoint.created_at)}`}
          </p>
          <p className="mt-1 text-sm text-ink-700">{endpoint.events.join(', ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={roll.isPending}
            onClick={() => setConfirming('roll')}
          >
            Roll secret
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => setConfirming('delete')}
          >
            Delete
          </Button>
        </div>
      </div>
      {confirming && (
        <div
          role="group"
          aria-label="Confirm"
          className="mt-3 rounded-control border border-ink-200 bg-ink-50 p-3"
        >
          <p className="text-sm text-ink-800">{confirmations[confirming].question}</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={confirm}>
              {confirmations[confirming].action}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {failed && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(failed.error, webhookErrors.save)}
        </Alert>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 -ml-3"
        aria-expanded={showLog}
        aria-controls={logId}
        onClick={() => setShowLog((shown) => !shown)}
      >
        {showLog ? 'Hide deliveries' : 'Show deliveries'}
      </Button>
      <div id={logId} hidden={!showLog}>
        {showLog && <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />}
      </div>
    </li>
  )
}
