import { describe, expect, it } from 'vitest'
import {
  webhookEndpointCreateSchema,
  webhookEventTypeFor,
  webhookMessages,
  webhookRetryDelaySeconds,
} from './webhooks'

describe('webhookEventTypeFor', () => {
  it('names each move of a booking by one event', () => {
    expect(webhookEventTypeFor(null, 'pending_payment')).toBe('booking.created')
    expect(webhookEventTypeFor('pending_payment', 'confirmed')).toBe('booking.confirmed')
    expect(webhookEventTypeFor('confirmed', 'assigned')).toBe('booking.assigned')
    expect(webhookEventTypeFor('assigned', 'assigned')).toBe('booking.assigned')
    expect(webhookEventTypeFor('assigned', 'driver_en_route')).toBe('booking.status_changed')
    expect(webhookEventTypeFor('driver_arrived', 'no_show')).toBe('booking.status_changed')
    expect(webhookEventTypeFor('pending_payment', 'expired')).toBe('booking.status_changed')
    expect(webhookEventTypeFor('confirmed', 'cancelled')).toBe('booking.cancelled')
    expect(webhookEventTypeFor('passenger_on_board', 'completed')).toBe('booking.completed')
  })
})

describe('webhookRetryDelaySeconds', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 20].map(webhookRetryDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 1920, 3600, 3600,
    ])
  })
})

describe('webhookEndpointCreateSchema', () => {
  const issue = (input: unknown) =>
    webhookEndpointCreateSchema.safeParse(input).error?.issues.map((i) => i.message)

  it('takes an http(s) address and, optionally, the events', () => {
    expect(issue({ url: 'https://hooks.example/ridelane' })).toBeUndefined()
    expect(issue({ url: ' http://hooks.example ', events: ['booking.created'] })).toBeUndefined()
  })

  it('refuses other schemes, credentials, nonsense and an empty event list', () => {
    expect(issue({ url: 'ftp://hooks.example' })).toEqual([webhookMessages.urlScheme])
    expect(issue({ url: 'https://a:b@hooks.example' })).toEqual([webhookMessages.urlCredentials])
    expect(issue({ url: 'hooks.example' })).toEqual([webhookMessages.urlInvalid])
    expect(issue({ url: '' })).toEqual([webhookMessages.urlRequired])
    expect(issue({ url: 'https://hooks.example', events: [] })).toEqual([
      webhookMessages.eventsRequired,
    ])
    expect(issue({ url: 'https://hooks.example', events: ['booking.paid'] })).toHaveLength(1)
  })
})
