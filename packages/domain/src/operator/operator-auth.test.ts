import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  operatorChangeSchema,
  operatorInviteSchema,
  operatorVerifySchema,
  secondFactorCodeSchema,
} from './operator-auth'

describe('operator second-factor codes', () => {
  it('take six digits or a recovery code, ignoring spaces and case', () => {
    expect(secondFactorCodeSchema.parse(' 123 456 ')).toBe('123456')
    expect(secondFactorCodeSchema.parse('ABCD-EFGH-JKMN-PQRS')).toBe('abcd-efgh-jkmn-pqrs')
    expect(secondFactorCodeSchema.parse('abcd efgh jkmn pqrs')).toBe('abcdefghjkmnpqrs')
  })

  it('name the field when the code is neither', () => {
    for (const code of ['12345', '1234567', 'abcd-efgh', '', 42]) {
      expect(firstMessageByField(operatorVerifySchema, { ticket: 't', code })).toEqual({
        code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      })
    }
  })
})

describe('operator management payloads', () => {
  it('lower-cases the invited email and knows only two roles', () => {
    expect(operatorInviteSchema.parse({ email: ' Desk@Ridelane.Example ', role: 'admin' })).toEqual(
      { email: 'desk@ridelane.example', role: 'admin' },
    )
    expect(firstMessageByField(operatorInviteSchema, { email: 'x', role: 'owner' })).toEqual({
      email: 'Enter a valid email',
      role: 'Choose admin or dispatcher',
    })
  })

  it('asks for something to change', () => {
    expect(firstMessageByField(operatorChangeSchema, {})).toEqual({
      '': 'Choose a role or a status to change',
    })
    expect(operatorChangeSchema.parse({ status: 'disabled' })).toEqual({ status: 'disabled' })
  })
})
