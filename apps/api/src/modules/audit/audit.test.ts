import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  post,
  signedInAdmin,
  signedInInvitee,
  signIn,
  uniqueOperatorEmail,
  useStepClock,
} from '../operators/operator-test-kit'

type Entry = { action: string; target_id: string; before: unknown; after: unknown }

describe('an audit row for every operator action', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  const auditOf = async (targetKind: string, targetId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/audit?target_kind=${targetKind}&target_id=${targetId}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.entries as Entry[]
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
  })
  afterAll(() => app.close())

  it('records invite, role change, disabling and a two-factor reset, newest first', async () => {
    const email = uniqueOperatorEmail('audited')
    const invited = await post(
      app,
      '/ops/operators',
      { email, role: 'dispatcher' },
      bearer(admin.token),
    )
    const id = invited.json().data.operator.id as string
    const reinvited = await post(
      app,
      '/ops/operators',
      { email, role: 'dispatcher' },
      bearer(admin.token),
    )
    expect(reinvited.statusCode).toBe(200)
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/ops/operators/${id}`,
        payload,
        headers: bearer(admin.token),
      })
    expect((await patch({ role: 'admin' })).statusCode).toBe(200)
    expect((await patch({ status: 'disabled' })).statusCode).toBe(200)
    expect(
      (await post(app, `/ops/operators/${id}/reset-two-factor`, {}, bearer(admin.token)))
        .statusCode,
    ).toBe(200)

    const entries = await auditOf('operator', id)
    expect(entries.map((e) => e.action)).toEqual([
      'operator.reset_two_factor',
      'operator.update',
      'operator.update',
      'operator.invite',
      'operator.invite',
    ])
    const [reset, disabled, promoted, reinvite, invite] = entries
    expect(invite).toMatchObject({ before: null, after: { email, role: 'dispatcher' } })
    expect(reinvite).toMatchObject({ before: { email }, after: { email } })
    expect(promoted).toMatchObject({ before: { role: 'dispatcher' }, after: { role: 'admin' } })
    expect(disabled).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } })
    expect(reset).toMatchObject({ after: { two_factor_enabled: false } })
    expect(invite).toMatchObject({ operator: { id: admin.id, email: admin.email } })
    // Snapshots go through the public operator view: no hash, no secret.
    const text = JSON.stringify(entries)
    expect(text).not.toMatch(/password_hash|passwordHash|totp|argon2/i)
  })

  it('records a session ended from the list, and nothing for a refused change', async () => {
    const otherToken = await signIn(app, admin.email, admin.secret)
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/sessions',
      headers: bearer(admin.token),
    })
    const other = sessions.json().data.sessions.find((s: { current: boolean }) => !s.current) as {
      id: string
    }
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/v1/ops/sessions/${other.id}`,
      headers: bearer(admin.token),
    })
    expect(ended.statusCode).toBe(200)
    expect(otherToken).toBeTruthy()
    expect(await auditOf('operator_session', other.id)).toEqual([
      expect.objectContaining({
        action: 'operator.session_revoke',
        before: { revoked: false },
        after: { revoked: true },
      }),
    ])

    const self = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/operators/${admin.id}`,
      payload: { role: 'dispatcher' },
      headers: bearer(admin.token),
    })
    expect(self.statusCode).toBe(409)
    expect(await auditOf('operator', admin.id)).toEqual([])
  })

  it('pages the whole log and refuses a dispatcher and bad filters', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/audit',
      headers: bearer(admin.token),
    })
    expect(all.json().data.pagination).toMatchObject({ current_page: 1, total: expect.any(Number) })
    expect(all.json().data.entries.length).toBeGreaterThan(0)
    const dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/audit',
      headers: bearer(dispatcher.token),
    })
    expect(refused.statusCode).toBe(403)
    for (const query of ['target_kind=DROP%20TABLE', 'page=-1', `target_id=${'x'.repeat(101)}`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/ops/audit?${query}`,
        headers: bearer(admin.token),
      })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().success).toBe(false)
    }
  })
})
