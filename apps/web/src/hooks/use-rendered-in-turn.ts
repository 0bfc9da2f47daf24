import { useEffect, useState } from 'react'

/**
 * How many of a page's `stages` are drawn: none on the component's first render, then one more
 * in each task after it. A page draws its top first, the browser paints it, and each later part
 * renders in a task of its own, so no task holds the main thread long enough to delay a tap.
 * Preact, which the browser runs (docs/decisions/050-preact-in-the-browser.md), renders a
 * deferred value at once and cannot pause a render, so the split is made with timers instead of
 * `useDeferredValue`.
 */
export function useRenderedInTurn(stages: number): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (shown >= stages) return
    const timer = setTimeout(() => setShown(shown + 1), 0)
    return () => clearTimeout(timer)
  }, [shown, stages])
  return shown
}
