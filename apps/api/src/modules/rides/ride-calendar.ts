import { TZDate } from '@date-fns/tz'
import { operatorCompany } from '@ridelane/domain'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'
import type { BookingRow } from '../bookings'

// GET /rides/{ref}/calendar.ics: the ride as one calendar event on the pickup's own clock
// (docs/decisions/028-ride-page.md). The file carries no ride link token: a calendar is often
// shared or synced, so it names the page's path and the traveller opens it from their mail.

const HOUR_MS = 3_600_000

/** How long the ride is expected to take: the hire's hours or days, else an hour. */
export function estimatedDurationMs(
  booking: Pick<BookingRow, 'rideType' | 'durationHours' | 'days'>,
) {
  if (booking.rideType === 'hourly' && booking.durationHours) return booking.durationHours * HOUR_MS
  if (booking.rideType === 'multiday' && booking.days) return booking.days * 24 * HOUR_MS
  return HOUR_MS
}

export function rideCalendar(booking: BookingRow, appBaseUrl: string, now = new Date()): string {
  const zone = booking.timezone
  const start = booking.pickupTime
  const end = new Date(start.getTime() + estimatedDurationMs(booking))
  const location = [booking.pickupLocation, booking.pickupAddressDetail].filter(Boolean).join(', ')
  const description = [
    `Booking code: ${booking.bookingCode}`,
    `Vehicle: ${booking.vehicleName}`,
    ...(booking.dropoffLocation ? [`Drop-off: ${booking.dropoffLocation}`] : []),
    ...(booking.flightNumber ? [`Flight: ${booking.flightNumber}`] : []),
    `Your ride page: ${appBaseUrl}/rides/${booking.bookingCode} (open it from your confirmation email)`,
    `Support: ${operatorCompany.supportEmail}, WhatsApp ${operatorCompany.whatsappNumber}`,
  ].join('\n')
  const calendar = ical({
    prodId: { company: operatorCompany.tradingName, product: 'Ride', language: 'EN' },
  })
  // The zone's rules as a VTIMEZONE block, which RFC 5545 asks for beside every TZID it names; no
  // calendar-wide zone, which would also turn DTSTAMP into a local time.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  calendar.createEvent({
    id: `${booking.id}@ridelane`,
    // TZDate carries the zone, so the library writes the pickup's wall clock beside its TZID.
    start: new TZDate(start.getTime(), zone),
    end: new TZDate(end.getTime(), zone),
    timezone: zone,
    stamp: now,
    summary: `Ridelane ride ${booking.bookingCode}`,
    location,
    description,
  })
  return calendar.toString()
}
