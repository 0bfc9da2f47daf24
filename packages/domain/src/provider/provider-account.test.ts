import { describe, expect, it } from 'vitest'
import {
  providerSetPasswordFormSchema,
  providerSignInCodeSchema,
  providerSignInResultSchema,
  providerUserInviteSchema,
} from './provider-account'
import { providerAccountMessages as m } from './provider-account-messages'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('provider accounts', () => {
  it('takes an invitation with a name and an email, folded to lower case', () => {
    expect(
      providerUserInviteSchema.parse({ name: ' Meera  Shah ', email: ' Meera@Skyline.Example ' }),
    ).toEqual({ name: 'Meera  Shah', email: 'meera@skyline.example' })
    const empty = providerUserInviteSchema.safeParse({ name: '', email: 'nope' })
    expect(messagesOf(empty)).toEqual([m.nameRequired, m.emailInvalid])
  })

  it("asks the set-password form for the partners' strong password, typed twice alike", () => {
    const weak = providerSetPasswordFormSchema.safeParse({
      password: 'short',
      confirmPassword: 'short',
    })
    expect(messagesOf(weak)).toEqual([
      'Password must be 8+ chars with upper, lower, number, special',
    ])
    const mismatch = providerSetPasswordFormSchema.safeParse({
      password: 'Portal#2026x',
      confirmPassword: 'Portal#2026y',
    })
    expect(messagesOf(mismatch)).toEqual([m.passwordsMismatch])
  })

  it('drops spaces typed inside a code and wants six digits', () => {
    expect(providerSignInCodeSchema.parse({ ticket: 't', code: '123 456' }).code).toBe('123456')
    expect(messagesOf(providerSignInCodeSchema.safeParse({ ticket: 't', code: '12345' }))).toEqual([
      m.codeInvalid,
    ])
  })

  it('answers a sign-in with a token or with a ticket for the code', () => {
    expect(providerSignInResultSchema.parse({ next: 'code', ticket: 'x' })).toEqual({
      next: 'code',
      ticket: 'x',
    })
    expect(providerSignInResultSchema.safeParse({ next: 'code', token: 'x' }).success).toBe(false)
  })
})
