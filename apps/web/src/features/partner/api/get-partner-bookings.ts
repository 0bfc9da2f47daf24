import {
  PARTNER_BOOKINGS_PAGE_SIZE,
  type BookingStatus,
  type PartnerBookingsResponse,
} from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiDownload, apiErrorDefaults, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { partnerQueryScope } from './get-partner-session'

/** The list's filters as the address keeps them (all optional; `test` shows test-key bookings). */
export type PartnerBookingsFilters = {
  status?: BookingStatus
  from?: string
  to?: string
  test?: boolean
}

/** The filters as query parameters, leaving out the ones not set. */
export function filterQuery(filters: PartnerBookingsFilters): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.status) query.status = filters.status
  if (filters.from) query.from = filters.from
  if (filters.to) query.to = filters.to
  if (filters.test) query.test = 'true'
  return query
}

export function getPartnerBookings(
  page: number,
  limit: number,
  filters: PartnerBookingsFilters = {},
): Promise<PartnerBookingsResponse> {
  return apiRequest('/partners/bookings', {
    query: { page, limit, ...filterQuery(filters) },
    defaultErrorMessage: apiErrorDefaults.loadBookings,
  })
}

export const partnerBookingsQueryKey = (page: number, filters: PartnerBookingsFilters = {}) =>
  [...partnerQueryScope, 'bookings', page, filterQuery(filters)] as const

/**
 * One page of ten (docs/product.md#endpoints); the previous page stays on screen while the next
 * loads. Read again each time the list opens: a ride's status moves on elsewhere (its own page,
 * the console, the driver), and the list must not show what it was a minute ago.
 */
export function usePartnerBookingsQuery(
  page: number,
  filters: PartnerBookingsFilters = {},
  enabled = true,
) {
  return useQuery({
    queryKey: partnerBookingsQueryKey(page, filters),
    queryFn: () => getPartnerBookings(page, PARTNER_BOOKINGS_PAGE_SIZE, filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    enabled,
  })
}

export const exportFailed = 'The export failed. Please try again.'

/** Saves every booking that passes the filters (all pages) as a CSV file. */
export async function downloadPartnerBookingsCsv(filters: PartnerBookingsFilters) {
  const query = new URLSearchParams(filterQuery(filters)).toString()
  const { blob, fileName } = await apiDownload(
    `/partners/bookings.csv${query ? `?${query}` : ''}`,
    { defaultErrorMessage: exportFailed },
  )
  saveFile(blob, fileName ?? 'ridelane-bookings.csv')
}
