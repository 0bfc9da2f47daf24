import { apiKeyMessages, type ApiKeyView } from '@ridelane/domain'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date-time'
import { useRevokeApiKeyMutation } from '../api/api-keys'

/** The partner's keys, newest first; each row shows what the key may do and when it was used. */
export function ApiKeyList({ keys }: { keys: ApiKeyView[] }) {
  const revoke = useRevokeApiKeyMutation()
  if (keys.length === 0) {
    return <p className="text-ink-600">No keys yet. Create one above to call the API.</p>
  }
  return (
    <div className="space-y-4">
      {revoke.isError && (
        <Alert tone="danger">{apiErrorMessage(revoke.error, apiKeyMessages.revokeFailed)}</Alert>
      )}
      {revoke.isSuccess && <Alert tone="success">{revoke.data.message}</Alert>}
      <ul aria-label="API keys" className="divide-y divide-ink-100">
        {keys.map((key) => (
          <ApiKeyRow
            key={key.id}
            apiKey={key}
            revoking={revoke.isPending && revoke.variables === key.id}
            onRevoke={() => revoke.mutate(key.id)}
          />
        ))}
      </ul>
    </div>
  )
}

type ApiKeyRowProps = { apiKey: ApiKeyView; revoking: boolean; onRevoke: () => void }

function ApiKeyRow({ apiKey, revoking, onRevoke }: ApiKeyRowProps) {
  const [confirming, setConfirming] = useState(false)
  const revoked = apiKey.revoked_at !== null
  return (
    <li
      aria-label={apiKey.name}
      className={cn(
        'flex flex-col gap-3 py-4 sm:flex-row sm:justify-between',
        revoked && 'opacity-70',
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-ink-900">{apiKey.name}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              apiKey.mode === 'live'
                ? 'bg-success-50 text-success-700'
                : 'bg-warning-50 text-warning-800',
            )}
          >
            {apiKey.mode === 'live' ? 'Live' : 'Test'}
          </span>
          {revoked && (
            <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
              Revoked
            </span>
          )}
        </p>
        <p className="font-mono text-sm text-ink-700">{apiKey.prefix}…</p>
        <p className="text-sm text-ink-600">
          Scopes: {apiKey.scopes.join(', ')} · {apiKey.requests_per_minute} requests a minute
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-600">
          <dt>Created</dt>
          <dd>{formatDateTime(apiKey.created_at)}</dd>
          <dt>Last used</dt>
          <dd>{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'Never'}</dd>
          {apiKey.revoked_at && (
            <>
              <dt>Revoked on</dt>
              <dd>{formatDateTime(apiKey.revoked_at)}</dd>
            </>
          )}
        </dl>
      </div>
      {!revoked && (
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          {confirming ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                size="sm"
                className="bg-danger-600 hover:bg-danger-700"
                loading={revoking}
                onClick={onRevoke}
              >
                Yes, revoke {apiKey.name}
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
