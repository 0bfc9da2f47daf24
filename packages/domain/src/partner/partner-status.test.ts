import { describe, expect, it } from 'vitest'
import {
  effectiveDiscountPercent,
  partnerDiscountPercentSchema,
  partnerStatusBanners,
} from './partner-status'

describe('partner discount percent', () => {
  it.each([0, 15, 50])('accepts %i', (value) => {
    expect(partnerDiscountPercentSchema.parse(value)).toBe(value)
  })

  it.each([-1, 51, 12.5, Number.NaN, '10'])('refuses %s with one message', (value) => {
    const result = partnerDiscountPercentSchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Enter a whole percent from 0 to 50')
  })
})

describe('effectiveDiscountPercent', () => {
  it('gives the discount to an active partner only', () => {
    expect(effectiveDiscountPercent({ status: 'active', discountPercent: 15 })).toBe(15)
    for (const status of ['email_unconfirmed', 'pending_approval', 'suspended'] as const) {
      expect(effectiveDiscountPercent({ status, discountPercent: 15 })).toBe(0)
    }
  })
})

describe('partner status banners', () => {
  it('tells an unapproved partner what to do and shows nothing once active', () => {
    expect(partnerStatusBanners.email_unconfirmed).toMatch(/confirm your email/)
    expect(partnerStatusBanners.pending_approval).toMatch(/awaits approval/)
    expect(partnerStatusBanners.active).toBeNull()
  })
})
