import { describe, expect, it } from 'vitest'
import { isOneOf } from './one-of'

describe('isOneOf', () => {
  const sizes = ['small', 'large'] as const

  it('accepts a listed value and refuses anything else', () => {
    expect(isOneOf(sizes, 'small')).toBe(true)
    expect(isOneOf(sizes, 'Small')).toBe(false)
    expect(isOneOf(sizes, null)).toBe(false)
    expect(isOneOf(sizes, 1)).toBe(false)
  })
})
