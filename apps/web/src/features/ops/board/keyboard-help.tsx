import { Keyboard } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

export const boardShortcuts: Array<[keys: string[], what: string]> = [
  [['↓', 'j'], 'Next ride'],
  [['↑', 'k'], 'Previous ride'],
  [['Enter'], 'Open the ride'],
  [['a'], 'Assign the ride here: provider, driver, vehicle'],
  [['o'], 'Offer the ride to its area’s providers'],
  [['x'], 'Select or unselect the ride'],
  [['Esc'], 'Close the assign panel'],
  [['?'], 'Show these shortcuts'],
]

/** The board's shortcuts, behind a button (and `?`). */
export function KeyboardHelp({
  open,
  onOpen,
  onClose,
}: {
  open: boolean
  onOpen: () => void
  onClose: () => void
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
      >
        <Keyboard className="size-4" aria-hidden="true" />
      </Button>
      <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
        <p className="text-sm text-ink-700">
          On a ride of the board, while you are not typing in a field:
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {boardShortcuts.map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded border border-ink-200 bg-ink-50 px-1.5 font-mono text-xs text-ink-900"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-ink-800">{what}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </>
  )
}
