import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerLimits } from '../../src/modules/partners/partner-limits'
import { startCluster, type Cluster } from '../support/processes/cluster'
import { call } from '../support/processes/booking-journey'

let cluster: Cluster
let a: string
let b: string
beforeAll(async () => {
  // X-Forwarded-For from loopback names the client, so one test plays several addresses.
  cluster = await startCluster({ env: { TRUST_PROXY: 'loopback' } })
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

describe('the sign-in failure limits on two servers', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address })

  /** Wrong passwords from one address on the given servers in turn; the attempt first refused. */
  async function attemptsUntilRefused(email: string, servers: string[], address: string) {
    const limit = partnerLimits.signInFailuresPerEmailAndAddress
    for (let attempt = 1; attempt <= 3 * limit; attempt++) {
      const server = servers[attempt % servers.length]!
      const body = { email, password: 'Wrong#1' }
      const answer = await call(server, 'POST', '/partners/login', body, from(address))
      if (answer.status === 429) return attempt
      expect(answer.status).toBe(401)
    }
    return Infinity
  }

  it('count one address on A and B together, and never lock the owner out', async () => {
    const alone = await attemptsUntilRefused((await signUp(a)).email, [a], '203.0.113.1')
    const { email } = await signUp(b)
    const together = await attemptsUntilRefused(email, [a, b], '203.0.113.2')
    expect(alone).toBe(partnerLimits.signInFailuresPerEmailAndAddress + 1)
    expect(together).toBe(alone)
    for (const server of [a, b]) {
      // The guessing address is refused on both servers, even with the right password…
      const guesser = await call(
        server,
        'POST',
        '/partners/login',
        { email, password },
        from('203.0.113.2'),
      )
      expect(guesser.status).toBe(429)
      // …the owner, elsewhere, gets in on both, after a wait the email's failures have earned.
      const started = performance.now()
      const owner = await call(
        server,
        'POST',
        '/partners/login',
        { email, password },
        from('198.51.100.7'),
      )
      expect(owner.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(1000)
    }
  })
})
