import { z } from 'zod'

// The zod schema of an FAQ entry (docs/product.md#content); the rule of the list is in faq.ts.
export const faqEntrySchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
})
export type FaqEntry = z.infer<typeof faqEntrySchema>
