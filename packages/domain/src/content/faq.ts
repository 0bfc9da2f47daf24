// docs/product.md#public-pages. The schema lives apart (faq-schemas.ts) so the FAQ page does not
// load zod.
export type { FaqEntry } from './faq-schemas'

/** Items open and close independently, so several may be open at once (docs/product.md#content). */
export function toggleFaqItem(open: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(open)
  if (next.has(index)) next.delete(index)
  else next.add(index)
  return next
}
