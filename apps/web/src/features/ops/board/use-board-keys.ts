import type { BoardRow } from '@ridelane/domain'
import { useEffect, useRef } from 'react'

// The board's keys (issue 32): j/k and the arrows move between rides, Enter opens one, `a`
// assigns it on the board, `o` offers it to its area, `x` selects it, Escape closes the assign
// panel, `?` shows the keys. Nothing is taken from someone typing in a field.

export type BoardKeyHandlers = {
  rows: BoardRow[]
  /** The row that has (or last had) focus. */
  activeId: string | undefined
  open: (row: BoardRow) => void
  assign: (row: BoardRow) => void
  offer: (row: BoardRow) => void
  toggle: (row: BoardRow) => void
  /** Closes the assign panel; false when none was open. */
  closePanel: () => boolean
  help: () => void
}

// Ride ids are UUIDs: nothing in them needs escaping in a selector.
const rowSelector = (id: string) => `[data-board-row="${id}"]`

/** Focuses a ride's row of the table, if it is on the page. */
export function focusBoardRow(id: string) {
  document.querySelector<HTMLElement>(rowSelector(id))?.focus()
}

/** Fields that take letters and arrows: a key pressed there is the field's. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  )
}

export function useBoardKeys(handlers: BoardKeyHandlers) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      const h = latest.current
      if (event.key === 'Escape') {
        if (h.closePanel()) event.preventDefault()
        return
      }
      if (isTyping(event.target)) return
      const target = event.target instanceof HTMLElement ? event.target : null
      const rowElement = target?.closest<HTMLElement>('[data-board-row]')
      const rowId = rowElement?.dataset.boardRow
      const row = h.rows.find((r) => r.id === rowId)
      const move = (step: number) => {
        const at = h.rows.findIndex((r) => r.id === rowId)
        // From outside the table, the first move lands on the ride last focused (or the first).
        const next =
          at >= 0
            ? h.rows[Math.max(0, Math.min(h.rows.length - 1, at + step))]
            : (h.rows.find((r) => r.id === h.activeId) ?? h.rows[0])
        if (!next) return
        event.preventDefault()
        focusBoardRow(next.id)
      }
      switch (event.key) {
        case 'j':
          return move(1)
        case 'k':
          return move(-1)
        case 'ArrowDown':
          // Outside the table the arrows scroll the page, as ever.
          return row ? move(1) : undefined
        case 'ArrowUp':
          return row ? move(-1) : undefined
        case 'Enter':
          // On the row itself: a link or button in it keeps its own Enter.
          if (row && target === rowElement) {
            event.preventDefault()
            h.open(row)
          }
          return
        case 'a':
        case 'o':
        case 'x':
          if (!row) return
          event.preventDefault()
          if (event.key === 'a') h.assign(row)
          else if (event.key === 'o') h.offer(row)
          else h.toggle(row)
          return
        case '?':
          event.preventDefault()
          h.help()
          return
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
