import { t } from '@lingui/core/macro'
import { BOOKING_TOKEN_HEADER, type BookingPatch } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type UpdateBookingInput = { bookingId: string; accessToken: string; patch: BookingPatch }

/** Passenger details changed after the booking exists are saved before completion. */
export function updateBooking({ bookingId, accessToken, patch }: UpdateBookingInput) {
  return apiRequest<unknown>(`/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'PATCH',
    body: patch,
    headers: { [BOOKING_TOKEN_HEADER]: accessToken },
    defaultErrorMessage: t`We could not save your changes`,
  })
}

export function useUpdateBooking() {
  return useMutation({ mutationFn: updateBooking })
}
