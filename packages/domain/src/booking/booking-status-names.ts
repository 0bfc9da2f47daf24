/**
 * docs/product.md#booking-lifecycle: a booking is created pending_payment with payment pending; completion makes it
 * confirmed / success. cancelled, completed and no_show end a booking's life. The
 * statuses between confirmed and completed follow the ride; expired ends a booking left unpaid.
 * Which may follow which: lifecycle-table.ts.
 */
export const bookingStatuses = [
  'pending_payment',
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'cancelled',
  'no_show',
  'expired',
] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/**
 * Each status as people read it, in English; marked for the domain's catalogue
 * (docs/decisions/052-server-messages.md), so a traveller's page can show it in its language
 * through `domainText`. The console and the API keep the English.
 */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending_payment: /*i18n*/ 'Pending payment',
  confirmed: /*i18n*/ 'Confirmed',
  assigned: /*i18n*/ 'Assigned',
  driver_en_route: /*i18n*/ 'Driver en route',
  driver_arrived: /*i18n*/ 'Driver arrived',
  passenger_on_board: /*i18n*/ 'Passenger on board',
  completed: /*i18n*/ 'Completed',
  cancelled: /*i18n*/ 'Cancelled',
  no_show: /*i18n*/ 'No show',
  expired: /*i18n*/ 'Expired',
}

/** booking_status displayed capitalised (docs/product.md#booking-lifecycle): 'pending_payment' → 'Pending payment'. */
export function formatBookingStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase()
  const key = words.replace(/ /g, '_')
  if (Object.hasOwn(bookingStatusLabels, key)) return bookingStatusLabels[key as BookingStatus]
  return words.charAt(0).toUpperCase() + words.slice(1)
}
