import { useId, useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, apiErrorMessage } from '@/lib/api-client'

export const CONFLICT_MESSAGE = 'Someone else changed this booking — reload to see what changed.'

/** An action's button that opens its form below it; the form closes itself when done. */
export function ActionPanel({
  label,
  children,
  variant = 'outline',
}: {
  label: string
  children: (close: () => void) => ReactNode
  variant?: 'outline' | 'primary'
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="rounded-card border border-ink-100 bg-white p-4">
      <Button
        variant={open ? 'ghost' : variant}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? `Close: ${label.toLowerCase()}` : label}
      </Button>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && children(() => setOpen(false))}
      </div>
    </div>
  )
}

/** A failed action: a stale version says so with a reload; anything else, the server's words. */
export function ActionFailure({
  error,
  fallback,
  onReload,
}: {
  error: unknown
  fallback: string
  onReload: () => void
}) {
  if (error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT') {
    return (
      <Alert tone="danger">
        <p>{CONFLICT_MESSAGE}</p>
        <Button variant="outline" className="mt-2" onClick={onReload}>
          Reload the booking
        </Button>
      </Alert>
    )
  }
  return <Alert tone="danger">{apiErrorMessage(error, fallback)}</Alert>
}
