import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { afterNextPaint } from '@/lib/next-task'
import type { RideMapView } from './map-points'

// The map library and its CSS load in a chunk of their own, and only once the map comes near the
// screen: they never count against the page's first view, and a server render or the first
// render in the browser draws only the placeholder (docs/decisions/041-ride-map.md).
const LeafletMap = lazy(() => import('./leaflet-map'))

const frame =
  'h-[220px] w-full overflow-hidden rounded-card border border-ink-200 bg-ink-50 sm:h-64'

/**
 * Answers once the page has loaded, the frame that shows the caller's content has been painted
 * and the main thread is idle (at once in a test's DOM). The paint is waited for on its own: the
 * load event may come before the content does, when the page's data arrives after it.
 */
function afterPageIdle(): Promise<void> {
  const whenLoaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        )
  const whenIdle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 2000 })
      else setTimeout(resolve, 0)
    })
  return whenLoaded.then(afterNextPaint).then(whenIdle)
}

/**
 * Loads the map once the frame is within a screen of being seen, and not before the page's own
 * content is on screen and the main thread idle: the map never delays the driver's name or the
 * ride's details. Never without the observer.
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    let cancelled = false
    void afterPageIdle().then(() => {
      if (!cancelled) observer.observe(element)
    })
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])
  return { ref, near }
}

/**
 * The pickup, the drop-off and, while the view has one, the driver's position. The frame is an
 * image to assistive technology, named by the text alternative; nothing inside it takes focus.
 */
export function RideMap({ view, className }: { view: RideMapView; className?: string }) {
  const { ref, near } = useNearScreen()
  return (
    <div
      ref={ref}
      role="img"
      aria-label={view.label}
      data-testid="ride-map"
      className={cn(frame, className)}
    >
      {near && (
        <Suspense fallback={null}>
          <LeafletMap view={view} />
        </Suspense>
      )}
    </div>
  )
}
