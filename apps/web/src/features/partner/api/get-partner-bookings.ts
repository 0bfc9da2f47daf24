import { PARTNER_BOOKINGS_PAGE_SIZE, type PartnerBookingsResponse } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

export function getPartnerBookings(page: number, limit: number): Promise<PartnerBookingsResponse> {
  return apiRequest('/partners/bookings', {
    query: { page, limit },
    defaultErrorMessage: apiErrorDefaults.loadBookings,
  })
}

export const partnerBookingsQueryKey = (page: number) =>
  [...partnerQueryScope, 'bookings', page] as const

/**
 * One page of ten (docs/product.md#endpoints); the previous page stays on screen while the next
 * loads. Read again each time the list opens: a ride's status moves on elsewhere (its own page,
 * the console, the driver), and the list must not show what it was a minute ago.
 */
export function usePartnerBookingsQuery(page: number) {
  return useQuery({
    queryKey: partnerBookingsQueryKey(page),
    queryFn: () => getPartnerBookings(page, PARTNER_BOOKINGS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
}
