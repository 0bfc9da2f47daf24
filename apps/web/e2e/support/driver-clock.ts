import { expect, type APIRequestContext } from './test'

/** The wall clock in New York `minutes` from now, as the console's pickup form takes it. */
function newYorkIn(minutes: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/**
 * A driver may set off only from three hours before the pickup (docs/product.md#driver-steps), so
 * a journey that walks the steps first moves the booked pickup to an hour from now, as an
 * operator does for a flight that lands early.
 */
export async function movePickupToWithinTheHour(
  request: APIRequestContext,
  adminToken: string,
  bookingId: string,
) {
  const headers = { Authorization: `Bearer ${adminToken}` }
  const detail = await request.get(`/api/v1/ops/bookings/${bookingId}`, { headers })
  const { version } = (await detail.json()).data
  const moved = await request.post(`/api/v1/ops/bookings/${bookingId}/pickup-time`, {
    headers,
    data: { expected_version: version, ...newYorkIn(60), reason: 'Flight lands early' },
  })
  expect(moved.status(), await moved.text()).toBe(200)
}
