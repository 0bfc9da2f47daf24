import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { approvedPartner, bearer, signUp } from '../partners/partner-test-kit'
import { createTestApp } from '../../../test/support/create-test-app'
import { oneWayRequest } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const calculateAs = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/prices/calculate', payload: oneWayRequest(), headers })

describe('a partner asking for prices', () => {
  it("learns its discount, so the wizard's fare shows the same line the booking will have", async () => {
    const { token } = await approvedPartner(app, 15)
    const { data } = (await calculateAs(bearer(token))).json()
    expect(data.partner_discount_percent).toBe(15)
  })

  it('is told no discount until an operator approves it', async () => {
    const { token } = await signUp(app)
    const { data } = (await calculateAs(bearer(token))).json()
    expect(data).not.toHaveProperty('partner_discount_percent')
  })

  it('is the only one told a discount', async () => {
    const anonymous = (await calculateAs({})).json().data
    expect(anonymous).not.toHaveProperty('partner_discount_percent')
    const forged = (await calculateAs(bearer('not-a-real-token'))).json().data
    expect(forged).not.toHaveProperty('partner_discount_percent')
  })
})
