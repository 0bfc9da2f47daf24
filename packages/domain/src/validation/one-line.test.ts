import { describe, expect, it } from 'vitest'
import { oneLineTextSchema, toOneLine } from './one-line'

describe('one-line text', () => {
  it('folds every kind of line break into one space', () => {
    expect(toOneLine(' JFK\r\nTotal paid: $0.01\u2028x\u000b y\n')).toBe(
      'JFK Total paid: $0.01 x y',
    )
    expect(oneLineTextSchema(20).parse('Times\n\nSquare')).toBe('Times Square')
    expect(oneLineTextSchema(5).safeParse('123456').success).toBe(false)
  })
})
