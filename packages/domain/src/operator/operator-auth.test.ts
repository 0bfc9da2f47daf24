import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  operatorAccountChangeSchema,
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
      '': 'Choose a role, a status, a phone or duty to change',
    })
    expect(operatorChangeSchema.parse({ status: 'disabled' })).toEqual({ status: 'disabled' })
    expect(operatorChangeSchema.parse({ on_duty: false })).toEqual({ on_duty: false })
    expect(firstMessageByField(operatorAccountChangeSchema, {})).toEqual({
      '': 'Change your phone or whether you are on duty',
    })
  })

  it('keeps a mobile in E.164, and takes blank or null as no phone', () => {
    const phoneOf = (phone: unknown) => operatorAccountChangeSchema.parse({ phone }).phone
    expect(phoneOf(' +1 (212) 555-0147 ')).toBe('+12125550147')
    expect(phoneOf('0044 7700 900123')).toBe('+447700900123')
    expect(phoneOf('  ')).toBeNull()
    expect(phoneOf(null)).toBeNull()
  })

  it('refuses a national or malformed mobile and a duty that is not true or false', () => {
    for (const phone of ['212 555 0147', '+1 212 CALL ME', '+123', 42]) {
      expect(firstMessageByField(operatorChangeSchema, { phone })).toEqual({
        phone:
          'Enter the mobile with its country code, starting with + (escalated rides are texted to it)',
      })
    }
    expect(firstMessageByField(operatorAccountChangeSchema, { on_duty: 'yes' })).toEqual({
      on_duty: 'Say whether the operator is on duty: true or false',
    })
  })
})
