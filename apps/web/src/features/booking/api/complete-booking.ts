import { t } from '@lingui/core/macro'
import {
  BOOKING_TOKEN_HEADER,
  type BookingCompletionRequest,
  type BookingCompletionResponse,
} from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type CompleteBookingInput = {
  bookingId: string
  accessToken: string
  completion: BookingCompletionRequest
}

export function completeBooking({
  bookingId,
  accessToken,
  completion,
}: CompleteBookingInput): Promise<BookingCompletionResponse> {
  return apiRequest<BookingCompletionResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/complete`,
    {
      method: 'POST',
      body: completion,
      headers: { [BOOKING_TOKEN_HEADER]: accessToken },
      defaultErrorMessage: t`We could not complete your booking`,
    },
  )
}

export function useCompleteBooking() {
  return useMutation({ mutationFn: completeBooking })
}
