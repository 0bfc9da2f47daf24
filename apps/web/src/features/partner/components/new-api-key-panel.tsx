import type { ApiKeyCreatedResponse } from '@ridelane/domain'
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

type NewApiKeyPanelProps = { created: ApiKeyCreatedResponse; onDone: () => void }

/** The whole key, this once: the server keeps only its hash. */
export function NewApiKeyPanel({ created, onDone }: NewApiKeyPanelProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <section
      aria-labelledby="new-api-key-heading"
      className="space-y-4 rounded-card border border-success-600/30 bg-success-50 p-6"
    >
      <h2 id="new-api-key-heading" className="text-lg font-bold text-ink-900">
        Your new key: {created.api_key.name}
      </h2>
      <p className="text-ink-700">{created.message}</p>
      <label className="block text-sm font-semibold text-ink-800" htmlFor="new-api-key">
        API key
      </label>
      <input
        id="new-api-key"
        readOnly
        value={created.key}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full rounded-control border border-ink-200 bg-white px-3 font-mono text-sm text-ink-900"
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          Copy key
        </Button>
        <Button onClick={onDone}>I have saved the key</Button>
      </div>
      {copied === 'yes' && <Alert tone="success">Copied to the clipboard.</Alert>}
      {copied === 'failed' && (
        <Alert tone="warning">
          This browser would not copy it: select the key above and copy it yourself.
        </Alert>
      )}
    </section>
  )
}
