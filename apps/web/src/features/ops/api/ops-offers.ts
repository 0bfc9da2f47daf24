import type { OpsRideOffers, RideOfferInput } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

const bookingKey = (id: string) => [...opsQueryScope, 'booking', id] as const
const offersKey = (id: string) => [...bookingKey(id), 'offers'] as const
const base = (id: string) => `/ops/bookings/${encodeURIComponent(id)}/offers`

/** The ride's offers to providers, and whether it can be offered now. */
export function useBookingOffersQuery(id: string) {
  return useQuery({
    queryKey: offersKey(id),
    queryFn: () =>
      apiRequest<OpsRideOffers>(base(id), { defaultErrorMessage: 'Failed to load the offers' }),
  })
}

/** Offering and withdrawing answer with the offers; the booking's timeline gained an entry. */
function useOffersMutation<Body>(id: string, path: string, fallback: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...offersKey(id), path],
    mutationFn: (body: Body) =>
      apiRequest<OpsRideOffers>(`${base(id)}${path}`, {
        method: 'POST',
        body,
        defaultErrorMessage: fallback,
      }),
    onSuccess: (offers) => {
      queryClient.setQueryData(offersKey(id), offers)
      void queryClient.invalidateQueries({ queryKey: bookingKey(id), exact: true })
    },
  })
}

export function useOfferRideMutation(id: string) {
  return useOffersMutation<RideOfferInput>(id, '', 'Failed to offer the ride')
}

export function useWithdrawOffersMutation(id: string) {
  return useOffersMutation<{ offer_id?: string }>(id, '/withdraw', 'Failed to withdraw the offer')
}
