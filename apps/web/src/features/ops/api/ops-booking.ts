import type { OpsBookingDetail, OpsBookingNote } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

const bookingKey = (id: string) => [...opsQueryScope, 'booking', id] as const
const base = (id: string) => `/ops/bookings/${encodeURIComponent(id)}`

export function useOpsBookingQuery(id: string) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: () =>
      apiRequest<OpsBookingDetail>(base(id), { defaultErrorMessage: 'Failed to load the booking' }),
  })
}

/** The actions that answer with the booking as it is afterwards. */
export type BookingAction =
  'assignment' | 'pickup-time' | 'cancel' | 'no-show' | 'complete' | 'undo-driver-step'

/** One action on the booking; the answer replaces the page's copy, so the version moves on. */
export function useBookingActionMutation(id: string, action: BookingAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...bookingKey(id), action],
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<OpsBookingDetail>(`${base(id)}/${action}`, {
        method: 'POST',
        body,
        defaultErrorMessage: 'Failed to change the booking',
      }),
    onSuccess: (detail) => queryClient.setQueryData(bookingKey(id), detail),
  })
}

export function useAddNoteMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...bookingKey(id), 'note'],
    mutationFn: (body: { body: string }) =>
      apiRequest<{ note: OpsBookingNote }>(`${base(id)}/notes`, {
        method: 'POST',
        body,
        defaultErrorMessage: 'Failed to add the note',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKey(id) }),
  })
}

export function useResendConfirmationMutation(id: string) {
  return useMutation({
    mutationKey: [...bookingKey(id), 'resend'],
    mutationFn: () =>
      apiRequest<{ message: string }>(`${base(id)}/resend-confirmation`, {
        method: 'POST',
        defaultErrorMessage: 'Failed to send the confirmation',
      }),
  })
}

/** Admins: ask the payment gateway again for the booking's pending refunds. */
export function useRetryRefundsMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...bookingKey(id), 'retry-refunds'],
    mutationFn: () =>
      apiRequest<OpsBookingDetail>(`${base(id)}/refunds/retry`, {
        method: 'POST',
        defaultErrorMessage: 'Failed to retry the refund',
      }),
    onSuccess: (detail) => queryClient.setQueryData(bookingKey(id), detail),
  })
}

/** An admin charges a declined extra waiting to the card on file again. */
export function useRetryWaitingChargeMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...bookingKey(id), 'retry-waiting-charge'],
    mutationFn: () =>
      apiRequest<OpsBookingDetail>(`${base(id)}/waiting-charge/retry`, {
        method: 'POST',
        defaultErrorMessage: 'Failed to charge the extra waiting again',
      }),
    onSuccess: (detail) => queryClient.setQueryData(bookingKey(id), detail),
  })
}

export function useReloadBooking(id: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: bookingKey(id) })
}

export function findBookingByCode(code: string) {
  return apiRequest<{ id: string; booking_code: string }>(
    `/ops/bookings/by-code/${encodeURIComponent(code.trim())}`,
    { defaultErrorMessage: 'Failed to find the booking' },
  )
}
