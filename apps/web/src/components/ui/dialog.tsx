import { Trans } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

type DialogProps = {
  open: boolean
  /** Escape, the close button, or the owner's own buttons; refused while `busy`. */
  onClose: () => void
  title: string
  busy?: boolean
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert, so
 * focus stays inside, and the focus goes back to what opened it on closing. Escape closes it
 * unless an action is under way.
 */
export function Dialog({ open, onClose, title, busy = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      // Browsers without showModal (and jsdom) still show it, without the inert page.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      if (!dialog.contains(document.activeElement)) {
        dialog.querySelector<HTMLElement>('button, input, textarea, select')?.focus()
      }
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      opener.current?.focus()
    }
  }, [open])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return
    // The browser's own Escape handling would close the dialog behind React's back.
    event.preventDefault()
    if (!busy) onClose()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-950/50"
    >
      {open && (
        <div className="grid gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="-m-2 grid size-10 place-items-center rounded-control text-ink-700 hover:bg-ink-50 disabled:opacity-55"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
