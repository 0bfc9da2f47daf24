import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  emailSchema,
  normalizePhoneNumber,
  passengerMessages,
  personNameSchema,
  phoneSchema,
  whatsappSchema,
} from './person-fields'

/** The messages a value produces, in order; [] when valid. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('passengerMessages', () => {
  it('are the exact texts of docs/product.md#passenger-and-partner-fields', () => {
    expect(passengerMessages).toMatchObject({
      nameRequired: 'Full name is required',
      nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      nameTooShort: 'Name must be at least 2 characters long',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid international phone number (e.g., +1234567890)',
      phoneLength: 'Phone number must be between 7 and 16 digits',
      whatsappInvalid: 'Please enter a valid WhatsApp number (e.g., +1234567890)',
      whatsappLength: 'WhatsApp number must be between 7 and 16 digits',
    })
  })
})

describe('personNameSchema', () => {
  it.each([
    ['', ['Full name is required']],
    ['   ', ['Full name is required']],
    [undefined, ['Full name is required']],
    ['J', ['Name must be at least 2 characters long']],
    [' J ', ['Name must be at least 2 characters long']],
    ['Jo', []],
    ['José Núñez', []],
    ["O'Brien-Smith", []],
    ['O’Brien', []],
    ['Zoë Ünal', []],
    ['李小龍', []],
    ['John3', ['Name can only contain letters, spaces, hyphens, and apostrophes']],
    ['J.', ['Name can only contain letters, spaces, hyphens, and apostrophes']],
    ['Jane_Doe', ['Name can only contain letters, spaces, hyphens, and apostrophes']],
    ['1', ['Name can only contain letters, spaces, hyphens, and apostrophes']],
    ['a'.repeat(100), []],
    ['a'.repeat(101), ['Name must be at most 100 characters long']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(personNameSchema, value)).toEqual(expected)
  })

  it('trims the parsed name', () => {
    expect(personNameSchema.parse('  José Núñez ')).toBe('José Núñez')
  })
})

describe('emailSchema', () => {
  it.each([
    ['', ['Email address is required']],
    ['  ', ['Email address is required']],
    [undefined, ['Email address is required']],
    ['jane', ['Please enter a valid email address']],
    ['jane@example', ['Please enter a valid email address']],
    ['jane@.com', ['Please enter a valid email address']],
    ['jane doe@example.com', ['Please enter a valid email address']],
    ['@example.com', ['Please enter a valid email address']],
    ['jane@example.com', []],
    [' jane@example.co.uk ', []],
    [`${'a'.repeat(243)}@example.com`, ['Please enter a valid email address']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(emailSchema, value)).toEqual(expected)
  })
})

describe('normalizePhoneNumber', () => {
  it('strips spaces, dashes and brackets only', () => {
    expect(normalizePhoneNumber('+44 (20) 7946-0958')).toBe('+442079460958')
    expect(normalizePhoneNumber('[020] 7946 0958')).toBe('02079460958')
    expect(normalizePhoneNumber('020.7946')).toBe('020.7946')
  })
})

describe('phoneSchema', () => {
  const invalid = 'Please enter a valid international phone number (e.g., +1234567890)'
  const length = 'Phone number must be between 7 and 16 digits'

  it.each([
    ['', ['Phone number is required']],
    ['   ', ['Phone number is required']],
    [undefined, ['Phone number is required']],
    ['123456', [length]],
    ['1234567', []],
    ['+1234567', []],
    ['1234567890123456', []],
    ['+1234567890123456', []],
    ['12345678901234567', [length]],
    ['+12345678901234567', [length]],
    ['+1 (234) 567-890', []],
    ['+1 [234] 567 890', []],
    ['12-34-56', [length]],
    ['+', [invalid]],
    ['---', [invalid]],
    ['12345abc', [invalid]],
    ['phone', [invalid]],
    ['1+234567', [invalid]],
    ['++1234567', [invalid]],
    ['123.456.7890', [invalid]],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(phoneSchema, value)).toEqual(expected)
  })

  it('parses to the normalised number', () => {
    expect(phoneSchema.parse(' +1 (234) 567-890 ')).toBe('+1234567890')
  })
})

describe('whatsappSchema', () => {
  const invalid = 'Please enter a valid WhatsApp number (e.g., +1234567890)'
  const length = 'WhatsApp number must be between 7 and 16 digits'

  it.each([
    ['', []],
    ['  ', []],
    ['123456', [length]],
    ['1234567', []],
    ['1234567890123456', []],
    ['12345678901234567', [length]],
    ['+91 98765-43210', []],
    ['abc', [invalid]],
    ['---', [invalid]],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(whatsappSchema, value)).toEqual(expected)
  })

  it('keeps an empty number empty and normalises a filled one', () => {
    expect(whatsappSchema.parse('  ')).toBe('')
    expect(whatsappSchema.parse('+91 98765-43210')).toBe('+919876543210')
  })
})
