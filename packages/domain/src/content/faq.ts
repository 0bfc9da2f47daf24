import { z } from 'zod'

// SPEC.md §2 "FAQ", §3 "FAQ entry".
export const faqEntrySchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
})
export type FaqEntry = z.infer<typeof faqEntrySchema>

/** Items open and close independently, so several may be open at once (SPEC.md §4). */
export function toggleFaqItem(open: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(open)
  if (next.has(index)) next.delete(index)
  else next.add(index)
  return next
}
