import { describe, expect, it } from 'vitest'
import { addOnModeSchema, isAddOnOffered } from './add-on-mode'

describe('addOnModeSchema', () => {
  it('knows the three modes', () => {
    expect(addOnModeSchema.options).toEqual(['not_allowed', 'additional_charge', 'included'])
    expect(addOnModeSchema.safeParse('free').success).toBe(false)
  })
})

describe('isAddOnOffered', () => {
  it('hides not_allowed only', () => {
    expect(isAddOnOffered('not_allowed')).toBe(false)
    expect(isAddOnOffered('additional_charge')).toBe(true)
    expect(isAddOnOffered('included')).toBe(true)
  })
})
