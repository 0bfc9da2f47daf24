import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startFakeTwilio,
  twilioEnv,
  type FakeTwilio,
} from '../../src/modules/messaging/fake-twilio-test-kit'
import { startCluster, type Cluster } from '../support/processes/cluster'

// Two built API processes drain one outbound_messages table through Twilio (a local fake).
let twilio: FakeTwilio
let cluster: Cluster
beforeAll(async () => {
  twilio = await startFakeTwilio({ delayMs: 20 })
  cluster = await startCluster({ env: { ...twilioEnv(twilio), JOBS_INTERVAL_MS: '100' } })
})
afterAll(async () => {
  await cluster?.stop()
  await twilio?.close()
})

describe('text messages on two servers', () => {
  it('sends each queued message once', async () => {
    const count = 40
    await cluster.db.query(
      `insert into outbound_messages (channel, to_number, body, dedupe_key)
       select 'sms', '+4420794601' || lpad(n::text, 2, '0'), 'Cluster text ' || n, 'cluster:' || n
       from generate_series(1, $1::int) as n`,
      [count],
    )
    await expect
      .poll(
        async () =>
          (
            await cluster.db.query(
              `select count(*)::int as sent from outbound_messages where status = 'sent'`,
            )
          ).rows[0].sent,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(count)
    await new Promise((resolve) => setTimeout(resolve, 500)) // a second send would show by now

    const bodies = twilio.accepted().map((form) => form.get('Body'))
    expect(bodies).toHaveLength(count)
    expect(new Set(bodies).size).toBe(count)
    const { rows } = await cluster.db.query(
      `select count(*)::int as once from outbound_messages where attempts = 1 and provider_reference like 'SM%'`,
    )
    expect(rows[0].once).toBe(count)
  })
})
