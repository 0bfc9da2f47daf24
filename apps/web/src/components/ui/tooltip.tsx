import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type TooltipProps = {
  /** What the tooltip says: the text in full, say, where the trigger shows it shortened. */
  content: ReactNode
  children: ReactNode
  className?: string
  /** The tooltip's id, for another element it also describes; generated when not given. */
  id?: string
  /** Classes that show the tooltip in more cases, e.g. while the row holding it has focus. */
  tipClassName?: string
  /** -1 leaves the trigger out of the Tab order (a roving-focus row reaches it instead). */
  tabIndex?: number
}

/**
 * Shortened text that shows its tooltip on hover and on keyboard focus alike (a `title` shows
 * on hover only): the trigger takes focus and is described by the tooltip, so a screen reader
 * reads it too.
 */
export function Tooltip({
  content,
  children,
  className,
  id: givenId,
  tipClassName,
  tabIndex = 0,
}: TooltipProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  return (
    <span className={cn('group/tip relative block max-w-full', className)}>
      <span tabIndex={tabIndex} aria-describedby={id} className="block truncate rounded-sm">
        {children}
      </span>
      <span
        role="tooltip"
        id={id}
        className={cn(
          'pointer-events-none invisible absolute top-full start-0 z-30 mt-1 w-max max-w-sm rounded-control bg-ink-900 px-2.5 py-1.5 text-xs font-normal whitespace-normal text-white shadow-raised group-focus-within/tip:visible group-hover/tip:visible',
          tipClassName,
        )}
      >
        {content}
      </span>
    </span>
  )
}
