import { useState } from 'react'
import { Button } from '@/components/ui/button'

/** The signing secret, shown once after adding an endpoint or rolling its secret. */
export function SecretNotice({
  url,
  secret,
  onDone,
}: {
  url: string
  secret: string
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  return (
    <section
      aria-labelledby="secret-heading"
      className="rounded-card border border-warning-300 bg-warning-50 p-5"
    >
      <h2 id="secret-heading" className="text-lg font-bold text-ink-900">
        Signing secret
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {`Deliveries to ${url} are signed with this secret. Copy it now: it will not be shown again.`}
      </p>
      <label htmlFor="webhook-secret" className="mt-3 block text-sm font-semibold text-ink-800">
        Secret
      </label>
      <input
        id="webhook-secret"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1.5 block h-11 w-full rounded-control border border-ink-200 bg-white px-3 font-mono text-sm text-ink-900"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </section>
  )
}
