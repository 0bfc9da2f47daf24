import type { BookingFields, BookingFieldsInput } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

export const bookingFieldsLoadFailed = 'Failed to load the booking fields'
export const bookingFieldsSaveFailed = 'Failed to save the booking fields'

export const bookingFieldsQueryKey = [...partnerQueryScope, 'booking-fields'] as const

/** The account's cost centres and booking reference (GET /partners/booking-fields). */
export function useBookingFieldsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: bookingFieldsQueryKey,
    queryFn: () =>
      apiRequest<BookingFields>('/partners/booking-fields', {
        defaultErrorMessage: bookingFieldsLoadFailed,
      }),
    enabled,
  })
}

/** An admin replaces them; the wizard and the statement page read the new ones. */
export function useSaveBookingFieldsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: BookingFieldsInput) =>
      apiRequest<{ message: string; fields: BookingFields }>('/partners/booking-fields', {
        method: 'PUT',
        body: fields,
        defaultErrorMessage: bookingFieldsSaveFailed,
      }),
    onSuccess: (answer) => queryClient.setQueryData(bookingFieldsQueryKey, answer.fields),
  })
}
