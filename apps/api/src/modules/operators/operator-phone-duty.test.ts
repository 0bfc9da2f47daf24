import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { appWithOperators, bearer, type SignedInOperator } from './operator-test-kit'

// An operator's mobile and on-duty flag (docs/decisions/035-automatic-dispatch.md#decision):
// their own on the account, anyone's by an admin, audited like every operator change.

const phoneInvalid =
  'Enter the mobile with its country code, starting with + (escalated rides are texted to it)'
type Entry = { action: string; operator: { id: string }; before: unknown; after: unknown }

let app: App
let admin: SignedInOperator
let dispatcher: SignedInOperator

beforeAll(async () => {
  ;({ app, admin, dispatcher } = await appWithOperators())
})
afterAll(() => app.close())

const account = (token: string, payload?: object) =>
  app.inject({
    method: payload ? 'PATCH' : 'GET',
    url: '/api/v1/ops/account',
    payload,
    headers: bearer(token),
  })
const changeOperator = (id: string, payload: object, token = admin.token) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/ops/operators/${id}`,
    payload,
    headers: bearer(token),
  })
async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/v1/ops/audit?target_kind=operator&target_id=${id}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.entries as Entry[]
}

describe("an operator's own phone and duty", () => {
  it('are read and changed by the operator, each change audited as theirs', async () => {
    const before = await account(dispatcher.token)
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data.operator).toMatchObject({
      id: dispatcher.id,
      email: dispatcher.email,
      role: 'dispatcher',
      phone: null,
      on_duty: false,
    })

    const phoned = await account(dispatcher.token, { phone: '0044 7700 900 002' })
    expect(phoned.statusCode, phoned.body).toBe(200)
    expect(phoned.json().data.operator).toMatchObject({ phone: '+447700900002', on_duty: false })
    const onDuty = await account(dispatcher.token, { on_duty: true })
    expect(onDuty.json().data.operator).toMatchObject({ phone: '+447700900002', on_duty: true })
    const cleared = await account(dispatcher.token, { phone: '' })
    expect(cleared.json().data.operator).toMatchObject({ phone: null, on_duty: true })

    const entries = (await auditOf(dispatcher.id)).filter((e) => e.action === 'operator.update')
    expect(entries.slice(0, 3)).toMatchObject([
      {
        operator: { id: dispatcher.id },
        before: { phone: '+447700900002' },
        after: { phone: null },
      },
      { operator: { id: dispatcher.id }, before: { on_duty: false }, after: { on_duty: true } },
      {
        operator: { id: dispatcher.id },
        before: { phone: null },
        after: { phone: '+447700900002' },
      },
    ])
  })

  it('refuse a number that is not an international mobile, and an empty change', async () => {
    for (const phone of ['212 555 0147', '+1 212 CALL ME', '+123']) {
      const refused = await account(dispatcher.token, { phone })
      expect(refused.statusCode, phone).toBe(400)
      expect(refused.json()).toEqual({
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: phoneInvalid,
          details: [{ path: 'phone', message: phoneInvalid }],
        },
      })
    }
    const nothing = await account(dispatcher.token, {})
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().error.message).toBe('Change your phone or whether you are on duty')
    const notABoolean = await account(dispatcher.token, { on_duty: 'yes' })
    expect(notABoolean.json().error.details).toEqual([
      { path: 'on_duty', message: 'Say whether the operator is on duty: true or false' },
    ])
    expect((await account(dispatcher.token)).json().data.operator.phone).toBeNull()
  })
})

describe("an admin setting operators' phones and duty", () => {
  it('sets anyone’s, their own included, and lists them', async () => {
    const set = await changeOperator(dispatcher.id, { phone: '+1 (212) 555-0199', on_duty: false })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.operator).toMatchObject({ phone: '+12125550199', on_duty: false })
    const own = await changeOperator(admin.id, { on_duty: true })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data.operator).toMatchObject({ id: admin.id, on_duty: true })

    const list = await app.inject({ url: '/api/v1/ops/operators', headers: bearer(admin.token) })
    const byId = new Map(
      list
        .json()
        .data.operators.map((o: { id: string; phone: string; on_duty: boolean }) => [o.id, o]),
    )
    expect(byId.get(dispatcher.id)).toMatchObject({ phone: '+12125550199', on_duty: false })
    expect(byId.get(admin.id)).toMatchObject({ on_duty: true })

    const [latest] = (await auditOf(dispatcher.id)).filter((e) => e.action === 'operator.update')
    expect(latest).toMatchObject({
      operator: { id: admin.id },
      before: { phone: null, on_duty: true },
      after: { phone: '+12125550199', on_duty: false },
    })
  })

  it('refuses a bad phone, and a change of their own role or status beside their duty', async () => {
    const refused = await changeOperator(dispatcher.id, { phone: '555 0199' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([{ path: 'phone', message: phoneInvalid }])
    const ownRole = await changeOperator(admin.id, { role: 'dispatcher', on_duty: false })
    expect(ownRole.statusCode).toBe(409)
    expect(ownRole.json().error.message).toBe(
      'You cannot change your own role or status; ask another admin.',
    )
    expect((await changeOperator('not-a-uuid', { on_duty: true })).statusCode).toBe(404)
    expect(
      (await changeOperator('00000000-0000-4000-8000-000000000000', { on_duty: true })).statusCode,
    ).toBe(404)
  })

  it('is for admins only: a dispatcher cannot set anyone’s through it, not even their own', async () => {
    for (const id of [admin.id, dispatcher.id]) {
      const refused = await changeOperator(id, { on_duty: false }, dispatcher.token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can do this.',
      })
    }
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/operators/${dispatcher.id}`,
      payload: { on_duty: true },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await account(admin.token)).json().data.operator.on_duty).toBe(true)
  })
})
