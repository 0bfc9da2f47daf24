import { OFFERED_CURRENCY_CODES, currencyCodeSchema, localDateSchema } from '@ridelane/domain'
import { z } from 'zod'
import type { CurrencyRates } from './bundled-rates'

/** A rate file that cannot be used; the message says why, for the log. */
export class RateFileError extends Error {
  override name = 'RateFileError'
}

const rateTableSchema = z.record(z.string(), z.unknown())

// open.er-api / exchangerate.host / frankfurter: { base, date, rates }, or with base_code,
// time_last_update_utc and conversion_rates (exchangerate-api v6).
const baseRatesFileSchema = z
  .object({
    base: z.string().optional(),
    base_code: z.string().optional(),
    date: z.string().optional(),
    time_last_update_utc: z.string().optional(),
    rates: rateTableSchema.optional(),
    conversion_rates: rateTableSchema.optional(),
  })
  .transform((file) => ({
    base: file.base ?? file.base_code ?? 'USD',
    date: file.date ?? file.time_last_update_utc,
    table: file.rates ?? file.conversion_rates,
  }))

// fawazahmed0/exchange-api: { date, usd: { eur: 0.92, … } }, lower-case codes.
const usdKeyedFileSchema = z
  .object({ date: z.string(), usd: rateTableSchema })
  .transform((file) => ({ base: 'USD', date: file.date, table: file.usd }))

/** Any date Date.parse reads (2026-11-01, RFC 1123 "Sun, 01 Nov 2026 00:02:31 +0000") as a UTC day. */
const ratesDateSchema = z
  .string({ error: 'The file has no date' })
  .transform((value) => {
    const time = Date.parse(value)
    return Number.isNaN(time) ? value : new Date(time).toISOString().slice(0, 10)
  })
  .pipe(localDateSchema)

// Only the offered currencies matter; a bad rate for another currency does not spoil the file.
const offeredRatesSchema = rateTableSchema
  .transform((table) => {
    const byCode = new Map(Object.entries(table).map(([code, rate]) => [code.toUpperCase(), rate]))
    // Files per base currency often leave the base itself out (frankfurter).
    if (!byCode.has('USD')) byCode.set('USD', 1)
    return Object.fromEntries(OFFERED_CURRENCY_CODES.map((code) => [code, byCode.get(code)]))
  })
  .pipe(
    z.record(
      currencyCodeSchema,
      z.number({ error: 'Every offered currency needs a rate' }).positive('Rates must be positive'),
    ),
  )
  .refine((rates) => rates.USD === 1, 'USD against itself must be 1')

const rateFileSchema = z.union([usdKeyedFileSchema, baseRatesFileSchema]).pipe(
  z.object({
    base: z
      .string()
      .toUpperCase()
      .pipe(z.literal('USD', { error: 'The rates are not against USD' })),
    date: ratesDateSchema,
    table: offeredRatesSchema,
  }),
)

/** Reads a public USD rate file; throws RateFileError unless every offered currency has a positive rate. */
export function readRateFile(body: unknown): CurrencyRates {
  const parsed = rateFileSchema.safeParse(body)
  if (!parsed.success) throw new RateFileError(z.prettifyError(parsed.error))
  return { date: parsed.data.date, rates: parsed.data.table }
}
