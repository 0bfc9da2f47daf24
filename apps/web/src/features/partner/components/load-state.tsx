import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'

/** Stands in for a partner screen's content while its data loads. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-6xl px-gutter py-8">
      <p role="status" className="flex items-center gap-2 text-ink-600">
        <Spinner className="size-5" />
        {label}
      </p>
    </div>
  )
}

/**
 * docs/product.md#error-codes: a failed load replaces the screen's content with the red message.
 */
export function LoadErrorPanel({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <div className="mx-auto max-w-6xl px-gutter py-8">
      <Alert tone="danger">{apiErrorMessage(error, fallback)}</Alert>
    </div>
  )
}
