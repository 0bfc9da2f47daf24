import { z } from 'zod'
import { roundMoney } from '../fare/money'
import { localDateSchema } from '../trip/zoned-time'

// docs/product.md#currencies, symbols, default and refresh.
export const OFFERED_CURRENCY_CODES = ['INR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const
export const currencyCodeSchema = z.enum(OFFERED_CURRENCY_CODES, {
  error: 'Choose one of the offered currencies',
})
export type CurrencyCode = z.infer<typeof currencyCodeSchema>

export const DEFAULT_CURRENCY: CurrencyCode = 'USD'
/** Vehicle prices arrive in USD and are converted with rates refreshed every 5 minutes. */
export const RATES_BASE_CURRENCY = 'USD'
export const CURRENCY_RATES_REFRESH_MS = 5 * 60 * 1000

export const currencyNames: Record<CurrencyCode, string> = {
  INR: 'Indian Rupee',
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  CAD: 'Canadian Dollar',
  AUD: 'Australian Dollar',
  JPY: 'Japanese Yen',
}

// Symbols and formatting live without zod, for pages that show prices but validate nothing.
export { currencySymbol, currencySymbols, formatMoney } from './money-format'

/** A USD amount in another currency, rounded to 2 decimals. */
export function convertFromUsd(amountUsd: number, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Invalid exchange rate: ${rate}`)
  return roundMoney(amountUsd * rate)
}

// GET /api/v1/currencies (docs/product.md#api-contract).
export const currencySchema = z.object({
  code: currencyCodeSchema,
  name: z.string().min(1),
  symbol: z.string().min(1),
  /** Units of this currency per 1 USD. */
  rate: z.number().positive(),
})
export type Currency = z.infer<typeof currencySchema>

export const currenciesResponseSchema = z.object({
  base: z.literal(RATES_BASE_CURRENCY),
  /** The day the rates were published. */
  rates_date: localDateSchema,
  currencies: z.array(currencySchema),
})
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>
