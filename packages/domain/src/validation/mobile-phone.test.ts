import { describe, expect, it } from 'vitest'
import { textableMobileSchema } from './mobile-phone'

const schema = textableMobileSchema('Enter the mobile with its country code')

describe('a mobile that texts go to', () => {
  it('keeps + and the digits of a number typed with spaces, dots, dashes, brackets or 00', () => {
    expect(schema.parse('+44 (7700) 900-123')).toBe('+447700900123')
    expect(schema.parse('0044 7700.900.123')).toBe('+447700900123')
  })

  it('refuses a national number, letters, and too few or too many digits', () => {
    for (const value of ['07700 900123', '+44 7700 CALLME', '+12345', '+12345678901234567', '']) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe(
        'Enter the mobile with its country code',
      )
    }
  })
})
