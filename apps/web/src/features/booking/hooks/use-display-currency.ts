import { DEFAULT_CURRENCY, type CurrencyCode } from '@ridelane/domain'
import { useCurrencies } from '../api/get-currencies'

/**
 * The currency prices are shown in and its rate from USD. Until rates arrive, or when they cannot
 * be loaded, prices stay in USD (docs/product.md#error-codes).
 */
export function useDisplayCurrency(chosen: CurrencyCode) {
  const rates = useCurrencies()
  const offered = rates.data?.currencies ?? []
  const match = offered.find((currency) => currency.code === chosen)
  const currency: CurrencyCode = match ? chosen : DEFAULT_CURRENCY
  return {
    currency,
    rate: match?.rate ?? 1,
    offered,
    ratesUnavailable: rates.isError,
  }
}
export type DisplayCurrency = ReturnType<typeof useDisplayCurrency>
