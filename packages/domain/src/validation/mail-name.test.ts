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

  it('refuses a web address a mail app would turn into a link', () => {
    const long = mailNameSchema({ max: 200, required: 'Name is required' })
    for (const value of [
      'Acme Security Alert: reset at https://evil.example/login',
      'Jane http://evil.example',
      'Visit www.evil.example',
      'Jane evil.example/reset',
      'Write to mailto:x@evil.example',
    ]) {
      expect(long.safeParse(value).error?.issues[0]?.message, value).toBe(mailNameMessages.link)
    }
    // A brand with a dot, a slash between words, and a time are names.
    for (const value of ['Booking.com', 'A/B Travel', 'Cars 24/7', 'St. Regis Tours 10:30']) {
      expect(long.parse(value)).toBe(value)
    }
  })

  it('asks for a name and caps its length', () => {
    expect(firstMessage('   ')).toBe('Name is required')
    expect(firstMessage(undefined)).toBe('Name is required')
    expect(firstMessage('x'.repeat(41))).toBe('Too long')
  })
})
