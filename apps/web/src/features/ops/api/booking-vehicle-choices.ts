import type { z } from 'zod'
import type { vehicleChoicesSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

type VehicleChoices = z.infer<typeof vehicleChoicesSchema>

/** Under the booking's own key, so reloading the booking asks again. */
export const bookingVehicleChoicesKey = (bookingId: string, providerId: string) =>
  [...opsQueryScope, 'booking', bookingId, 'vehicles', providerId] as const

/**
 * GET /ops/bookings/{id}/vehicles?provider_id=…: the provider's active vehicles, each with
 * whether it is free for this ride and, when not, the ride it is already on. Asked once a
 * provider is chosen.
 */
export function useBookingVehicleChoicesQuery(bookingId: string, providerId: string) {
  return useQuery({
    queryKey: bookingVehicleChoicesKey(bookingId, providerId),
    queryFn: () =>
      apiRequest<VehicleChoices>(`/ops/bookings/${encodeURIComponent(bookingId)}/vehicles`, {
        query: { provider_id: providerId },
        defaultErrorMessage: 'Failed to load the provider’s vehicles',
      }),
    enabled: providerId !== '',
  })
}
