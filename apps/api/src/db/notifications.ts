import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * A driver shared a new position for a booking (`{"id"}`), at most every few seconds per booking
 * (modules/driver-jobs share-location.ts); the ride streams tell their pages as for a change.
 */
export const DRIVER_LOCATION_CHANNEL = 'driver_locations'

/** Receives NOTIFY payloads on one channel; the returned function stops listening. */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
) => Promise<() => Promise<void>>

/** PGlite runs in this process, so its own LISTEN hears every write (it has no other writers). */
export function pgliteListen(client: PGlite): Listen {
  return (channel, onMessage) => client.listen(channel, onMessage)
}

const RECONNECT_DELAY_MS = 1000

/**
 * One dedicated PostgreSQL connection per process for LISTEN, opened on the first listener and
 * reopened after it drops (pooled connections cannot hold a LISTEN). Notifications sent while it
 * was down are lost; listeners refetch on the next one (docs/decisions/017-bookings-board.md).
 */
export function postgresListen(
  url: string,
  onError: (error: Error) => void,
): { listen: Listen; close(): Promise<void> } {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`
  // Streams open and close together (a page of rides, a reconnect): their LISTEN and UNLISTEN
  // go to the connection one at a time, as node-postgres asks (a query sent while another runs
  // is deprecated, and refused from pg 9).
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = (connection: pg.Client, text: string): Promise<unknown> => {
    const turn = queue.then(() => connection.query(text))
    queue = turn.catch(() => {})
    return turn
  }

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url })
      next.on('notification', ({ channel, payload }) => {
        for (const listener of listeners.get(channel) ?? []) listener(payload ?? '')
      })
      const drop = (error?: Error) => {
        if (error) onError(error)
        if (client !== next) return
        client = undefined
        connecting = undefined
        next.removeAllListeners('notification')
        void next.end().catch(() => {})
        if (!closed && listeners.size > 0) {
          retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS)
        }
      }
      next.on('error', drop)
      next.on('end', () => drop())
      try {
        await next.connect()
        for (const channel of listeners.keys()) await next.query(`listen ${quote(channel)}`)
      } catch (error) {
        connecting = undefined
        void next.end().catch(() => {})
        onError(error as Error)
        if (!closed) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS)
        throw error
      }
      client = next
      return next
    })()
    return connecting
  }

  const listen: Listen = async (channel, onMessage) => {
    const known = listeners.get(channel)
    if (known) known.add(onMessage)
    else listeners.set(channel, new Set([onMessage]))
    const stop = async () => {
      const set = listeners.get(channel)
      set?.delete(onMessage)
      if (set && set.size === 0) {
        listeners.delete(channel)
        if (client) await inTurn(client, `unlisten ${quote(channel)}`).catch(() => {})
      }
    }
    try {
      const connection = client ?? (await connect())
      if (!known) await inTurn(connection, `listen ${quote(channel)}`)
    } catch (error) {
      await stop()
      throw error
    }
    return stop
  }

  return {
    listen,
    async close() {
      closed = true
      clearTimeout(retry)
      const open = client
      client = undefined
      await open?.end().catch(() => {})
    },
  }
}
