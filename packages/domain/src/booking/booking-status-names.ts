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

/** booking_status displayed capitalised (docs/product.md#booking-lifecycle): 'pending_payment' → 'Pending payment'. */
export function formatBookingStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
