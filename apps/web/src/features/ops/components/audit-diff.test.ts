import { describe, expect, it } from 'vitest'
import { auditChanges } from './audit-diff'

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges(
        { email: 'a@x.example', role: 'dispatcher', status: 'active' },
        { email: 'a@x.example', role: 'admin', status: 'active' },
      ),
    ).toEqual([{ field: 'role', before: 'dispatcher', after: 'admin' }])
  })

  it('shows every field of something new, with no before', () => {
    expect(auditChanges(null, { role: 'admin', password_set: false })).toEqual([
      { field: 'role', before: null, after: 'admin' },
      { field: 'password_set', before: null, after: 'false' },
    ])
  })

  it('shows a missing value as a dash and nothing for an unchanged snapshot', () => {
    expect(auditChanges({ last_error: 'x' }, { last_error: null })).toEqual([
      { field: 'last_error', before: 'x', after: '—' },
    ])
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([])
  })
})
