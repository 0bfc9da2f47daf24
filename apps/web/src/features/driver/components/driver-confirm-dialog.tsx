import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'

type Props = {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * A modal question on the browser's own <dialog> (showModal keeps focus inside and makes the
 * page behind inert); Escape and "Go back" close it unless the action is under way.
 */
export function DriverConfirmDialog(props: Props) {
  const { open, title, message, confirmLabel, busy, onConfirm, onClose } = props
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-5 text-ink-900 shadow-raised backdrop:bg-ink-950/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-ink-700">{message}</p>
          <div className="mt-5 grid gap-3">
            <Button size="lg" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button size="lg" variant="outline" disabled={busy} onClick={onClose}>
              <Trans>Go back</Trans>
            </Button>
          </div>
        </>
      )}
    </dialog>
  )
}
