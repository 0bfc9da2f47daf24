import { CURRENCY_RATES_REFRESH_MS, type CurrenciesResponse } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export function getCurrencies(signal?: AbortSignal): Promise<CurrenciesResponse> {
  return apiRequest<CurrenciesResponse>('/currencies', { signal })
}

/** Exchange rates from USD, refreshed as often as the server refreshes them
 * (docs/product.md#currencies). */
export function useCurrencies() {
  return useQuery({
    queryKey: ['currencies'],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: CURRENCY_RATES_REFRESH_MS,
    refetchInterval: CURRENCY_RATES_REFRESH_MS,
  })
}
