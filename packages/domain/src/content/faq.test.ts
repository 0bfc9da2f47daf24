import { describe, expect, it } from 'vitest'
import { toggleFaqItem } from './faq'
import { faqEntrySchema } from './faq-schemas'

describe('faq', () => {
  it('toggles items independently', () => {
    const open = toggleFaqItem(toggleFaqItem(new Set(), 1), 4)
    expect([...open].sort()).toEqual([1, 4])
    expect([...toggleFaqItem(open, 1)]).toEqual([4])
    expect(faqEntrySchema.safeParse({ question: 'Q?', answer: '' }).success).toBe(false)
  })
})
