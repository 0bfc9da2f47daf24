import { z } from 'zod'
import { roundMoney, toCents } from '../fare/money'
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

/** Display symbols: the offered currencies plus CNY, CHF and ZAR. */
export const currencySymbols: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  JPY: '¥',
  INR: '₹',
  CNY: '¥',
  CHF: 'CHF',
  ZAR: 'R',
}

/** The display symbol; unknown or missing codes fall back to '$' (docs/product.md#currencies). */
export function currencySymbol(code: string | null | undefined): string {
  const key = (code ?? '').trim().toUpperCase()
  return Object.hasOwn(currencySymbols, key) ? (currencySymbols[key] ?? '$') : '$'
}

/** e.g. formatMoney(1234.5, 'EUR') → '€1,234.50'; letter symbols get a space: 'CHF 9.00'. */
export function formatMoney(amount: number, code: string | null | undefined): string {
  const cents = toCents(amount)
  const abs = Math.abs(cents)
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = String(abs % 100).padStart(2, '0')
  const symbol = currencySymbol(code)
  const separator = /^\p{L}{2,}$/u.test(symbol) ? ' ' : ''
  return `${cents < 0 ? '-' : ''}${symbol}${separator}${whole}.${fraction}`
}

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
