import { describe, expect, it } from 'vitest'
import { rideLookupMessages, rideLookupRequestSchema } from './ride-lookup'

const issues = (input: unknown) =>
  rideLookupRequestSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])

describe('rideLookupRequestSchema', () => {
  it('takes the code as typed, with spaces, dashes and lower case', () => {
    expect(
      rideLookupRequestSchema.parse({ booking_code: ' ab3k-7q2m ', email: ' Amara@Example.com ' }),
    ).toEqual({ booking_code: 'AB3K7Q2M', email: 'Amara@Example.com' })
  })

  it('says what is wrong with a code or an email', () => {
    expect(issues({ booking_code: '', email: 'amara@example.com' })).toEqual([
      ['booking_code', rideLookupMessages.codeRequired],
    ])
    expect(issues({ booking_code: 'AB3K7Q2', email: 'amara@example.com' })).toEqual([
      ['booking_code', rideLookupMessages.codeInvalid],
    ])
    expect(issues({ booking_code: 'AB3K7Q2M', email: 'amara' })?.[0]?.[0]).toBe('email')
  })
})
