import { providerJobsChangeSchema, type ProviderJobsChange } from '@ridelane/domain'
import type { FastifyInstance } from 'fastify'
import { providersConcerned } from './job-repository'
import { PROVIDER_JOBS_CHANNEL } from './repository'

/** The channel the `bookings_notify_change` trigger (drizzle/0005) notifies on. */
const BOOKING_CHANGES_CHANNEL = 'booking_changes'

export type ProviderJobChanges = {
  /** Calls `listener` whenever this provider's jobs change, in any process; returns the stop. */
  subscribe(providerId: string, listener: (change: ProviderJobsChange) => void): Promise<() => void>
  close(): Promise<void>
}

/**
 * One LISTEN per channel per process, shared by every provider stream open in it (as the board
 * and the ride page do, docs/architecture.md#booking-changes). Offers notify `provider_jobs`
 * with the provider's id; a booking's own changes (a driver's steps) come on `booking_changes`
 * and go to the provider holding the booking and those with an open offer of it, looked up once
 * per change while any provider stream is open in this process.
 */
export function providerJobChanges(app: FastifyInstance): ProviderJobChanges {
  const byProvider = new Map<string, Set<(change: ProviderJobsChange) => void>>()
  let listening: Promise<Array<() => Promise<void>>> | undefined

  const tell = (providerId: string, change: ProviderJobsChange) => {
    for (const listener of byProvider.get(providerId) ?? []) listener(change)
  }
  const onOffer = (payload: string) => {
    try {
      const parsed = JSON.parse(payload) as { provider_id?: unknown }
      const change = providerJobsChangeSchema.parse(parsed)
      if (typeof parsed.provider_id === 'string') tell(parsed.provider_id, change)
    } catch {
      app.log.warn('ignored a provider job notification that does not parse')
    }
  }
  const onBooking = (payload: string) => {
    if (byProvider.size === 0) return
    let id: unknown
    let previous: unknown
    try {
      ;({ id, previous_provider_id: previous } = JSON.parse(payload) as {
        id?: unknown
        previous_provider_id?: unknown
      })
    } catch {
      return
    }
    if (typeof id !== 'string') return
    // The ride was given to another provider: the one who had it hears it is gone.
    if (typeof previous === 'string') tell(previous, { booking_id: id, reason: 'changed' })
    providersConcerned(app.db, id).then(
      (providerIds) => {
        for (const providerId of providerIds)
          tell(providerId, { booking_id: id, reason: 'changed' })
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not route a booking change'),
    )
  }

  const remove = (providerId: string, listener: (change: ProviderJobsChange) => void) => {
    const set = byProvider.get(providerId)
    set?.delete(listener)
    if (set?.size === 0) byProvider.delete(providerId)
  }

  return {
    async subscribe(providerId, listener) {
      const set = byProvider.get(providerId) ?? new Set()
      set.add(listener)
      byProvider.set(providerId, set)
      try {
        listening ??= Promise.all([
          app.database.listen(PROVIDER_JOBS_CHANNEL, onOffer),
          app.database.listen(BOOKING_CHANGES_CHANNEL, onBooking),
        ])
        await listening
      } catch (error) {
        listening = undefined
        remove(providerId, listener)
        throw error
      }
      return () => remove(providerId, listener)
    },
    async close() {
      byProvider.clear()
      const stops = await listening?.catch(() => undefined)
      listening = undefined
      for (const stop of stops ?? []) await stop()
    },
  }
}
