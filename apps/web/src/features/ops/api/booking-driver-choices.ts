import type { z } from 'zod'
import type { driverChoicesSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

type DriverChoices = z.infer<typeof driverChoicesSchema>

/** Under the booking's own key, so reloading the booking asks again. */
export const bookingDriverChoicesKey = (bookingId: string, providerId: string) =>
  [...opsQueryScope, 'booking', bookingId, 'drivers', providerId] as const

/**
 * GET /ops/bookings/{id}/drivers?provider_id=…: the provider's active drivers, each with whether
 * this ride fits their time and, when not, what is in the way. Asked once a provider is chosen.
 */
export function useBookingDriverChoicesQuery(bookingId: string, providerId: string) {
  return useQuery({
    queryKey: bookingDriverChoicesKey(bookingId, providerId),
    queryFn: () =>
      apiRequest<DriverChoices>(`/ops/bookings/${encodeURIComponent(bookingId)}/drivers`, {
        query: { provider_id: providerId },
        defaultErrorMessage: 'Failed to load the provider’s drivers',
      }),
    enabled: providerId !== '',
  })
}
