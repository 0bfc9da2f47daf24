import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerLimits } from '../../src/modules/partners/partner-limits'
import { startCluster, type Cluster } from '../support/processes/cluster'
import { call } from '../support/processes/booking-journey'

let cluster: Cluster
let a: string
let b: string
beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
})
afterAll(() => cluster?.stop())

const password = 'Secret#2025'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const newEmail = () => `agency-${randomUUID().slice(0, 8)}@travel.example`

async function signUp(server: string) {
  const email = newEmail()
  const answer = await call(server, 'POST', '/partners/signup', {
    email,
    contact_number: '+14155550100',
    password,
  })
  expect(answer.status).toBe(201)
  return { email, token: answer.body.data.token as string }
}

const profileStatus = async (server: string, token: string) =>
  (await call(server, 'GET', '/partners/profile', undefined, bearer(token))).status

describe('a partner session on two servers', () => {
  it('works on both, and dies on both at logout on either', async () => {
    const { email } = await signUp(a)
    const signedIn = await call(a, 'POST', '/partners/login', { email, password })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.data.token as string
    expect(await profileStatus(a, token)).toBe(200)
    expect(await profileStatus(b, token)).toBe(200)

    const loggedOut = await call(b, 'POST', '/partners/logout', undefined, bearer(token))
    expect(loggedOut.status).toBe(200)
    expect(await profileStatus(a, token)).toBe(401)
    expect(await profileStatus(b, token)).toBe(401)
  })
})

describe('the sign-in failure limit on two servers', () => {
  /** Wrong passwords on the given servers in turn; the attempt that first answers 429. */
  async function attemptsUntilRefused(email: string, servers: string[]) {
    for (let attempt = 1; attempt <= 3 * partnerLimits.signInFailuresPerEmail; attempt++) {
      const server = servers[attempt % servers.length]!
      const answer = await call(server, 'POST', '/partners/login', { email, password: 'Wrong#1' })
      if (answer.status === 429) return attempt
      expect(answer.status).toBe(401)
    }
    return Infinity
  }

  it('counts failures on A and B together, refusing at the same total as one server', async () => {
    const alone = await attemptsUntilRefused((await signUp(a)).email, [a])
    const { email } = await signUp(b)
    const together = await attemptsUntilRefused(email, [a, b])
    expect(alone).toBe(partnerLimits.signInFailuresPerEmail + 1)
    expect(together).toBe(alone)
    // The right password is refused too, on both servers, until the window passes.
    for (const server of [a, b]) {
      expect((await call(server, 'POST', '/partners/login', { email, password })).status).toBe(429)
    }
  })
})
