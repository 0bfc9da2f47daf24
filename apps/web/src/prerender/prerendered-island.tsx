import { useEffect, useRef, useState, type ReactNode } from 'react'

/** The markup the build prerendered for this island, read before React replaces the page. */
export function readPrerenderedMarkup(name: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null
}

/**
 * A below-the-fold part of a prerendered page that keeps its prerendered markup (plain links
 * and text) until it scrolls near the viewport, and only then renders `children` — so their
 * code is not loaded with the page. Without prerendered markup (a client-side visit) the
 * children render at once.
 */
export function PrerenderedIsland({ name, children }: { name: string; children: ReactNode }) {
  const [markup] = useState(() => readPrerenderedMarkup(name))
  const [live, setLive] = useState(markup === null)
  const element = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (live || !element.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLive(true)
      },
      { rootMargin: '400px' },
    )
    observer.observe(element.current)
    return () => observer.disconnect()
  }, [live])

  if (live) return <div data-island={name}>{children}</div>
  return <div ref={element} data-island={name} dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
}
