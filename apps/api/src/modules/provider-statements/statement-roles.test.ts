import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { providerWithUser, type TestProvider } from '../offers/offers-test-kit'
import { bearer, appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { insertJob } from './statement-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'

const month = '2030-01'
const providerUrls = [
  `/api/v1/provider/statement?month=${month}`,
  `/api/v1/provider/statement.csv?month=${month}`,
]
const opsUrls = (id: string) => [
  `/api/v1/ops/providers/${id}/statement?month=${month}`,
  `/api/v1/ops/providers/${id}/statement.csv?month=${month}`,
]

describe('provider statements, role by role', () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator
  let mine: TestProvider
  let other: TestProvider
  let partnerToken: string
  let myCode: string
  let unknownToken: string

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
    mine = await providerWithUser(app, admin.token)
    other = await providerWithUser(app, admin.token)
    partnerToken = (await signUp(app)).token
    const job = await insertJob(app, { providerId: mine.id, pickupTime: '2030-01-10T15:00:00Z' })
    myCode = job.bookingCode
    unknownToken = 'a'.repeat(43)
  })
  afterAll(() => app.close())

  it('answers 401 on the portal’s statement to anyone without a provider session', async () => {
    const strangers = [
      {},
      bearer(partnerToken),
      bearer(admin.token),
      bearer(dispatcher.token),
      bearer(unknownToken),
      ...Object.values(await foreignCredentials(app, admin.token)).flat(),
    ]
    for (const url of providerUrls) {
      for (const headers of strangers) {
        const response = await app.inject({ url, headers })
        expect(response.statusCode, url).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
  })

  it('gives another provider its own statement only, whatever it adds to the address', async () => {
    for (const url of providerUrls) {
      const own = await app.inject({ url, headers: bearer(mine.token) })
      expect(own.statusCode).toBe(200)
      expect(own.body).toContain(myCode)
      const theirs = await app.inject({
        url: `${url}&provider_id=${mine.id}&id=${mine.id}`,
        headers: bearer(other.token),
      })
      expect(theirs.statusCode, url).toBe(200)
      expect(theirs.body).not.toContain(myCode)
    }
  })

  it('answers 401 on the console’s statement to anyone but an operator', async () => {
    const strangers = [
      {},
      bearer(partnerToken),
      bearer(mine.token),
      bearer(other.token),
      ...Object.values(await foreignCredentials(app, admin.token)).flat(),
    ]
    for (const url of opsUrls(mine.id)) {
      for (const headers of strangers) {
        const response = await app.inject({ url, headers })
        expect(response.statusCode, url).toBe(401)
      }
    }
  })

  it('lets admins and dispatchers read any provider’s statement', async () => {
    for (const token of [admin.token, dispatcher.token]) {
      for (const url of opsUrls(mine.id)) {
        const response = await app.inject({ url, headers: bearer(token) })
        expect(response.statusCode, url).toBe(200)
        expect(response.body).toContain(myCode)
      }
      for (const url of opsUrls(other.id)) {
        const response = await app.inject({ url, headers: bearer(token) })
        expect(response.statusCode, url).toBe(200)
        expect(response.body).not.toContain(myCode)
      }
    }
  })
})
