import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { postgresListen } from '../../src/db/notifications'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// Pages open and close their live streams together; the shared LISTEN connection must take their
// LISTEN and UNLISTEN one at a time (node-postgres refuses overlapping queries from pg 9).
describe.runIf(process.env.API_TEST_DB === 'postgres')('the shared LISTEN connection', () => {
  it('listens on many channels opened at once, hears each, and stops each, without overlapping queries', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on('warning', onWarning)
    const errors: Error[] = []
    const { listen, close } = postgresListen(url, (error) => errors.push(error))
    const sender = new pg.Client({ connectionString: url })
    await sender.connect()
    try {
      const channels = Array.from({ length: 12 }, (_, i) => `listen_test_${process.pid}_${i}`)
      const heard = new Map<string, string>()
      const stops = await Promise.all(
        channels.map((channel) => listen(channel, (payload) => heard.set(channel, payload))),
      )
      for (const channel of channels) {
        await sender.query('select pg_notify($1, $2)', [channel, `to ${channel}`])
      }
      await expect.poll(() => heard.size).toBe(channels.length)
      expect(heard.get(channels[3]!)).toBe(`to ${channels[3]}`)

      await Promise.all(stops.map((stop) => stop()))
      heard.clear()
      await sender.query('select pg_notify($1, $2)', [channels[0], 'after stop'])
      // A warning is emitted on the next tick; a notification would arrive within a round trip.
      await sender.query('select 1')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(heard.size).toBe(0)
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual(
        [],
      )
      expect(errors).toEqual([])
    } finally {
      process.off('warning', onWarning)
      await sender.end()
      await close()
    }
  })
})
