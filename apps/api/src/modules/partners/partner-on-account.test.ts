import { partnerStatusMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner, bearer, signUp } from './partner-test-kit'

// Monthly invoicing ("on account") is an admin's call per partner
// (docs/decisions/026-operator-payments.md).

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
})
afterAll(() => app.close())

const setOnAccount = (token: string, id: string, onAccount: boolean, reason?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/ops/partners/${id}/on-account`,
    payload: { on_account: onAccount, ...(reason ? { reason } : {}) },
    headers: bearer(token),
  })

const asAdmin = async (url: string) => {
  const response = await app.inject({ url: `/api/v1${url}`, headers: bearer(admin.token) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

const onAccountAudit = async (id: string) =>
  (
    (await asAdmin(`/ops/audit?target_kind=partner&target_id=${id}`)).entries as Array<{
      action: string
      before: Record<string, unknown>
      after: Record<string, unknown>
      reason: string | null
    }>
  ).filter((entry) => entry.action.startsWith('partner.on_account'))

describe('invoicing a partner monthly', () => {
  it('lets an admin approve and withdraw it, audited, shown in the list and the detail', async () => {
    const partner = await approvedPartner(app)
    const id = partner.partnerId

    const approved = await setOnAccount(admin.token, id, true, 'Signed the invoicing terms')
    expect(approved.statusCode, approved.body).toBe(200)
    const since = approved.json().data.partner.on_account_since as string
    expect(Date.parse(since)).not.toBeNaN()

    const detail = await asAdmin(`/ops/partners/${id}`)
    expect(detail.partner.on_account_since).toBe(since)
    const list = await asAdmin(`/ops/partners?q=${encodeURIComponent(partner.email)}`)
    expect(list.partners).toEqual([expect.objectContaining({ id, on_account_since: since })])
    expect(detail.history[0]).toMatchObject({ action: 'partner.on_account_approve' })

    // Asking again keeps the first date and writes nothing.
    const again = await setOnAccount(admin.token, id, true)
    expect(again.json().data.partner.on_account_since).toBe(since)

    const withdrawn = await setOnAccount(admin.token, id, false)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().data.partner.on_account_since).toBeNull()

    const audit = await onAccountAudit(id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'partner.on_account_withdraw',
      'partner.on_account_approve',
    ])
    expect(audit[1]).toMatchObject({
      before: { on_account_since: null, status: 'active' },
      after: { on_account_since: since },
      reason: 'Signed the invoicing terms',
    })
    expect(audit[0]).toMatchObject({
      before: { on_account_since: since },
      after: { on_account_since: null },
    })
  })

  it('refuses a partner that is not active', async () => {
    const partner = await signUp(app)
    const response = await setOnAccount(admin.token, partner.partnerId, true)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: partnerStatusMessages.onAccountNotActive,
    })
    expect(await onAccountAudit(partner.partnerId)).toEqual([])
  })

  it('is for admins only: a dispatcher gets 403 and nothing changes', async () => {
    const partner = await approvedPartner(app)
    const response = await setOnAccount(dispatcher.token, partner.partnerId, true)
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('FORBIDDEN')
    expect((await asAdmin(`/ops/partners/${partner.partnerId}`)).partner.on_account_since).toBe(
      null,
    )
    expect(await onAccountAudit(partner.partnerId)).toEqual([])
  })
})
