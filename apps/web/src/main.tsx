import './styles.css'

/**
 * The entry point, kept to almost nothing. A public page arrives prerendered
 * (docs/decisions/006-prerendering.md); the browser paints it first, and only then does the app's
 * code load and take the page over (app/start.tsx), so the first paint never waits for it.
 */
function afterFirstPaint(): Promise<void> {
  const root = document.getElementById('root')
  if (!root?.hasChildNodes()) return Promise.resolve()
  return new Promise((resolve) => {
    // A frame, then a task: the paint has happened. A hidden tab gets no frames; the timer goes.
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}

// React first, then the app: each chunk's code runs in a task of its own, so no single task
// holds the main thread long enough to delay a tap or a key press.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(() => import('./app/start'))
