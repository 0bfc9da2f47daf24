import { describe, expect, it } from 'vitest'
import { nextSlide, previousSlide } from './carousel'

describe('carousel', () => {
  it('wraps around both ways', () => {
    expect(nextSlide(2, 3)).toBe(0)
    expect(nextSlide(0, 3)).toBe(1)
    expect(previousSlide(0, 3)).toBe(2)
    expect(previousSlide(0, 0)).toBe(0)
  })
})
