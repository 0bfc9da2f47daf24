import { describe, expect, it } from 'vitest'
import { faqEntrySchema } from './faq-schemas'

describe('faq', () => {
  it('refuses an entry without an answer', () => {
    expect(faqEntrySchema.safeParse({ question: 'Q?', answer: '' }).success).toBe(false)
    expect(faqEntrySchema.safeParse({ question: 'Q?', answer: 'A.' }).success).toBe(true)
  })
})
