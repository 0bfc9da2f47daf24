import { useRef, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'

export type AuthMode = 'signin' | 'signup'

const modes: Array<{ mode: AuthMode; label: string }> = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
]

export const authPanelId = (mode: AuthMode) => `partner-auth-${mode}-panel`
export const authTabId = (mode: AuthMode) => `partner-auth-${mode}-tab`

type AuthModeTabsProps = { mode: AuthMode; onChange: (mode: AuthMode) => void }

/** The Sign In / Sign Up toggle (docs/product.md#partner-portal) as tabs: arrow keys move between
 * the two. */
export function AuthModeTabs({ mode, onChange }: AuthModeTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  function moveWithArrows(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const current = modes.findIndex((entry) => entry.mode === mode)
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? modes.length - 1
          : (current + (event.key === 'ArrowRight' ? 1 : -1) + modes.length) % modes.length
    onChange(modes[next]!.mode)
    tabRefs.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Partner account"
      onKeyDown={moveWithArrows}
      className="grid grid-cols-2 gap-1 rounded-control bg-ink-100 p-1"
    >
      {modes.map((entry, index) => {
        const selected = entry.mode === mode
        return (
          <button
            key={entry.mode}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={authTabId(entry.mode)}
            aria-selected={selected}
            aria-controls={authPanelId(entry.mode)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(entry.mode)}
            className={cn(
              'h-10 rounded-md text-sm font-semibold transition-colors',
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {entry.label}
          </button>
        )
      })}
    </div>
  )
}
