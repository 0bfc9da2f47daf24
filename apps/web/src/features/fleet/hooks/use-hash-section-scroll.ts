import { FLEET_HASH_SCROLL_DELAY_MS, fleetSectionFromHash } from '@ridelane/domain'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { prefersReducedMotion } from '@/lib/motion'

type ScrollOptions = {
  findSection?: (id: string) => Element | null
  delayMs?: number
  smooth?: boolean
}

/**
 * Scrolls to the fleet section a URL hash names, after a short delay so the page has laid out
 * (docs/product.md#public-pages). Returns a function that cancels the pending scroll.
 */
export function scheduleHashSectionScroll(hash: string, options: ScrollOptions = {}): () => void {
  const id = fleetSectionFromHash(hash)
  if (!id) return () => {}
  const {
    findSection = (sectionId) => document.getElementById(sectionId),
    delayMs = FLEET_HASH_SCROLL_DELAY_MS,
    smooth = true,
  } = options
  const timer = setTimeout(() => {
    findSection(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  }, delayMs)
  return () => clearTimeout(timer)
}

/** On load and whenever the hash changes (a chip, the back button), scroll to its section. */
export function useHashSectionScroll() {
  const { hash } = useLocation()
  useEffect(() => {
    return scheduleHashSectionScroll(hash, { smooth: !prefersReducedMotion() })
  }, [hash])
}
