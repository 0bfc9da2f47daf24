import { t } from '@lingui/core/macro'
import {
  IDEMPOTENCY_KEY_HEADER,
  type BookingCreatePayloadInput,
  type BookingCreateResponse,
} from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { BookingAudience } from '../flow/booking-flow-storage'

const createPaths: Record<BookingAudience, string> = {
  traveller: '/bookings',
  partner: '/partners/bookings',
}

export type CreateBookingInput = {
  payload: BookingCreatePayloadInput
  /** The same key on a retry returns the same booking, never a second one. */
  idempotencyKey: string
}

export function createBooking(
  audience: BookingAudience,
  { payload, idempotencyKey }: CreateBookingInput,
): Promise<BookingCreateResponse> {
  return apiRequest<BookingCreateResponse>(createPaths[audience], {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    defaultErrorMessage: t`We could not create your booking`,
  })
}

export function useCreateBooking(audience: BookingAudience) {
  return useMutation({ mutationFn: (input: CreateBookingInput) => createBooking(audience, input) })
}
