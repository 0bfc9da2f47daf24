import { describe, expect, it } from 'vitest'
import { mailNameMessages, mailNameSchema } from './mail-name'

const name = mailNameSchema({ max: 40, required: 'Name is required', tooLong: 'Too long' })
const firstMessage = (value: unknown) => name.safeParse(value).error?.issues[0]?.message

describe('names quoted in mails', () => {
  it('keeps ordinary names of people and businesses, trimmed', () => {
    expect(name.parse('  Ana María O’Neil ')).toBe('Ana María O’Neil')
    expect(name.parse('Skyline Travels & Tours (Pvt) Ltd.')).toBe(
      'Skyline Travels & Tours (Pvt) Ltd.',
    )
    expect(name.parse('李小龍')).toBe('李小龍')
  })

  it('refuses line breaks, tabs and other control characters', () => {
    for (const value of [
      'Ana\r\nBcc: x@evil.example',
      'Ana\nB',
      'Ana\tB',
      'A\u2028B',
      'A\u0000B',
    ]) {
      expect(firstMessage(value)).toBe(mailNameMessages.oneLine)
    }
    expect(firstMessage('Ana\u202eevil')).toBe(mailNameMessages.oneLine)
  })

  it('refuses markup and spreadsheet formulas', () => {
    expect(firstMessage('<a href="https://evil.example">Pay here</a>')).toBe(
      mailNameMessages.angleBrackets,
    )
    for (const value of ['=HYPERLINK("x")', '+1 Cars', '-2', '@SUM(A1)']) {
      expect(firstMessage(value)).toBe(mailNameMessages.formulaStart)
    }
    // A formula character later in the name is harmless.
    expect(name.parse('Cars-R-Us')).toBe('Cars-R-Us')
  })

  it('asks for a name and caps its length', () => {
    expect(firstMessage('   ')).toBe('Name is required')
    expect(firstMessage(undefined)).toBe('Name is required')
    expect(firstMessage('x'.repeat(41))).toBe('Too long')
  })
})
