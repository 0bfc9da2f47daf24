import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  contactNumberSchema,
  isStrongPassword,
  newPasswordSchema,
  partnerEmailSchema,
  passwordStrength,
  signInPasswordSchema,
} from './partner-fields'
import { partnerErrorFallbacks, partnerMessages } from './partner-messages'

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const weak = 'Password must be 8+ chars with upper, lower, number, special'

describe('partner messages', () => {
  it('are the exact texts of docs/product.md#passenger-and-partner-fields', () => {
    expect(partnerMessages).toMatchObject({
      emailInvalid: 'Enter a valid email',
      contactInvalid: 'Enter a valid contact number',
      passwordWeak: weak,
      passwordRequired: 'Password is required',
      tokenMissing: 'Invalid or missing token',
      passwordsMismatch: 'Passwords do not match',
      profileRequired: 'Please fill all required fields',
      resetLinkSent: "If an account exists for this email, you'll receive a reset link shortly.",
      tooManyRequests: 'Too many requests. Try again later.',
      invalidOrExpiredToken: 'Invalid or expired token',
      profileUpdated: 'Profile updated',
    })
    expect(partnerErrorFallbacks.loadBookings).toBe('Failed to load bookings')
  })
})

describe('partnerEmailSchema', () => {
  it.each([
    ['', ['Enter a valid email']],
    [undefined, ['Enter a valid email']],
    ['agency', ['Enter a valid email']],
    ['agency@travel', ['Enter a valid email']],
    ['agency@.com', ['Enter a valid email']],
    ['a b@travel.com', ['Enter a valid email']],
    ['ops@travel.co', []],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(partnerEmailSchema, value)).toEqual(expected)
  })

  it('trims and lower-cases', () => {
    expect(partnerEmailSchema.parse('  Ops@Travel.CO ')).toBe('ops@travel.co')
  })
})

describe('contactNumberSchema', () => {
  it.each([
    ['', ['Enter a valid contact number']],
    ['123456', ['Enter a valid contact number']],
    ['1234567', []],
    ['+1234567', []],
    ['1234567890123456', []],
    ['+1234567890123456', []],
    ['12345678901234567', ['Enter a valid contact number']],
    // Written as the traveller's phone may be (docs/product.md#passenger-and-partner-fields).
    ['+12 345 678', []],
    ['+44 (20) 7946-0111', []],
    ['+12 34 5', ['Enter a valid contact number']],
    ['++1234567', ['Enter a valid contact number']],
    ['12345ab', ['Enter a valid contact number']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(contactNumberSchema, value)).toEqual(expected)
  })
})

describe('newPasswordSchema', () => {
  it.each([
    ['Abcdef1!', []],
    ['Abcde1!', [weak]],
    ['abcdef1!', [weak]],
    ['ABCDEF1!', [weak]],
    ['Abcdefg!', [weak]],
    ['Abcdefg1', [weak]],
    ['Abcdef1 ', [weak]],
    ['', [weak]],
    [undefined, [weak]],
    ['Ünïcødé9€', []],
    [`Aa1!${'x'.repeat(60)}`, []],
    [`Aa1!${'x'.repeat(124)}`, []],
    [`Aa1!${'x'.repeat(125)}`, ['Password must be at most 128 characters']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(newPasswordSchema, value)).toEqual(expected)
  })

  it('is not trimmed', () => {
    expect(newPasswordSchema.parse(' Abcdef1! ')).toBe(' Abcdef1! ')
  })
})

describe('passwordStrength', () => {
  it('reports each rule', () => {
    expect(passwordStrength('abc')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    })
    expect(isStrongPassword('Abcdef1!')).toBe(true)
  })
})

describe('signInPasswordSchema', () => {
  it.each([
    ['', ['Password is required']],
    [undefined, ['Password is required']],
    ['x', []],
    ['x'.repeat(129), ['Password must be at most 128 characters']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(signInPasswordSchema, value)).toEqual(expected)
  })
})
