import {
  OFFERED_CURRENCY_CODES,
  RATES_BASE_CURRENCY,
  currencyNames,
  currencySymbol,
  type CurrenciesResponse,
} from '@ridelane/domain'
import type { CurrencyRates } from './bundled-rates'

/** The offered currencies in the order of docs/product.md#currencies, each with its rate against
 * USD. */
export function listCurrencies({ date, rates }: CurrencyRates): CurrenciesResponse {
  return {
    base: RATES_BASE_CURRENCY,
    rates_date: date,
    currencies: OFFERED_CURRENCY_CODES.map((code) => ({
      code,
      name: currencyNames[code],
      symbol: currencySymbol(code),
      rate: rates[code],
    })),
  }
}
