import { t } from '@lingui/core/macro'
import type { PriceCalculationRequest, PriceCalculationResponse } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export function calculatePrices(
  request: PriceCalculationRequest,
  signal?: AbortSignal,
): Promise<PriceCalculationResponse> {
  return apiRequest<PriceCalculationResponse>('/prices/calculate', {
    method: 'POST',
    body: request,
    signal,
    defaultErrorMessage: t`We could not price this trip right now`,
  })
}

export const priceQuoteKey = (request: PriceCalculationRequest | null) =>
  ['price-quote', request] as const

/**
 * The server's quote (vehicles, add-on modes, distance and time) for a complete trip; steps 1
 * and 2 share it through the cache, and Refresh Vehicle List refetches it.
 */
export function usePriceQuote(request: PriceCalculationRequest | null) {
  return useQuery({
    queryKey: priceQuoteKey(request),
    queryFn: ({ signal }) => calculatePrices(request as PriceCalculationRequest, signal),
    enabled: request !== null,
    staleTime: 60_000,
  })
}
