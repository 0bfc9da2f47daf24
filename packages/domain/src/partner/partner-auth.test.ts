import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  PARTNER_REDIRECT_DELAY_MS,
  PARTNER_TOKEN_KEY,
  partnerLoginSchema,
  partnerSignupSchema,
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './partner-auth'

describe('partner constants (docs/product.md#partner-accounts)', () => {
  it('match the spec', () => {
    expect(PARTNER_TOKEN_KEY).toBe('partner_token')
    expect(PARTNER_REDIRECT_DELAY_MS).toBe(2000)
  })
})

describe('partnerSignupSchema', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    expect(
      partnerSignupSchema.parse({
        email: 'Ops@Agency.com',
        contact_number: '+919876543210',
        password: 'Secret#2025',
      }),
    ).toEqual({ email: 'ops@agency.com', contact_number: '+919876543210', password: 'Secret#2025' })
  })

  it('reads a contact number written as travellers write phones, and stores the digits', () => {
    const signUp = (contact_number: string) =>
      partnerSignupSchema.safeParse({
        email: 'ops@agency.com',
        contact_number,
        password: 'Secret#2025',
      })
    expect(signUp('+44 20 7946 0111').data?.contact_number).toBe('+442079460111')
    expect(signUp('+44 (20) 7946-0111').data?.contact_number).toBe('+442079460111')
    expect(signUp('+44 20 79x6 0111').success).toBe(false)
    expect(signUp('+44 20').success).toBe(false)
  })

  it('reports each field with its message', () => {
    expect(
      firstMessageByField(partnerSignupSchema, { email: 'x', contact_number: '12', password: 'a' }),
    ).toEqual({
      email: 'Enter a valid email',
      contact_number: 'Enter a valid contact number',
      password: 'Password must be 8+ chars with upper, lower, number, special',
    })
  })
})

describe('partnerLoginSchema', () => {
  it('needs a password but not a strong one', () => {
    expect(partnerLoginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(firstMessageByField(partnerLoginSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: 'Password is required',
    })
  })
})

describe('requestPasswordResetSchema', () => {
  it('uses the partner email rule', () => {
    expect(firstMessageByField(requestPasswordResetSchema, { email: 'nope' })).toEqual({
      email: 'Enter a valid email',
    })
  })
})

describe('resetPasswordSchema / resetPasswordFormSchema', () => {
  const form = { token: 'tok', password: 'Secret#2025', confirmPassword: 'Secret#2025' }

  it('accepts a matching strong password with a token', () => {
    expect(resetPasswordFormSchema.safeParse(form).success).toBe(true)
    expect(resetPasswordSchema.safeParse({ token: 'tok', password: 'Secret#2025' }).success).toBe(
      true,
    )
  })

  it.each([
    [{ token: '' }, { token: 'Invalid or missing token' }],
    [{ token: undefined }, { token: 'Invalid or missing token' }],
    [{ confirmPassword: 'Secret#2026' }, { confirmPassword: 'Passwords do not match' }],
    [
      { password: 'weak', confirmPassword: 'weak' },
      { password: 'Password must be 8+ chars with upper, lower, number, special' },
    ],
    [
      { password: 'weak', confirmPassword: 'other' },
      {
        password: 'Password must be 8+ chars with upper, lower, number, special',
        confirmPassword: 'Passwords do not match',
      },
    ],
  ])('%j → %j', (change, expected) => {
    expect(firstMessageByField(resetPasswordFormSchema, { ...form, ...change })).toEqual(expected)
  })
})
