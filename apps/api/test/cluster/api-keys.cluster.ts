import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../support/processes/cluster'
import { call } from '../support/processes/booking-journey'

// A partner's API key on two servers: its requests-per-minute limit is one count in Redis, and
// revoking it on one server stops it on the other (docs/api.md).

let cluster: Cluster
let a: string
let b: string
beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
})
afterAll(() => cluster?.stop())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function partnerWithKey(requestsPerMinute: number) {
  const email = `keys-${randomUUID().slice(0, 8)}@travel.example`
  const signedUp = await call(a, 'POST', '/partners/signup', {
    email,
    contact_number: '+14155550100',
    password: 'Secret#2025',
  })
  expect(signedUp.status).toBe(201)
  // A key wants a confirmed email (docs/api.md#1-create-a-key): as if the mailed link was opened.
  await cluster.db.query(
    "update partners set status = 'pending_approval', email_confirmed_at = now() where email = $1",
    [email],
  )
  const token = signedUp.body.data.token as string
  const created = await call(
    b,
    'POST',
    '/partners/api-keys',
    {
      name: 'Engine',
      mode: 'test',
      scopes: ['bookings:read'],
      requests_per_minute: requestsPerMinute,
    },
    bearer(token),
  )
  expect(created.status).toBe(201)
  return { token, key: created.body.data.key as string, id: created.body.data.api_key.id as string }
}

const list = (server: string, key: string) =>
  call(server, 'GET', '/partners/bookings', undefined, bearer(key))

describe('an API key on two servers', () => {
  it('counts its requests a minute once across both', async () => {
    const { key } = await partnerWithKey(4)
    const statuses = []
    for (const server of [a, b, a, b, a, b]) statuses.push((await list(server, key)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('stops working on both once revoked on either', async () => {
    const { token, key, id } = await partnerWithKey(60)
    expect((await list(a, key)).status).toBe(200)
    const revoked = await call(
      b,
      'POST',
      `/partners/api-keys/${id}/revoke`,
      undefined,
      bearer(token),
    )
    expect(revoked.status).toBe(200)
    expect((await list(a, key)).status).toBe(401)
    expect((await list(b, key)).status).toBe(401)
  })
})
