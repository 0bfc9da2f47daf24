// Bytes one stored quote takes (table, indexes and TOAST, measured as the growth of the `quotes`
// relation over many quotes), and what one address can store per day at the allowed rate, before
// and after the clean-up; in-process on the embedded database, rate limits off. Since quotes are
// signed (docs/decisions/021-signed-quotes.md) a calculation stores nothing, so every figure but
// the earlier one should read 0; it stays measured so that a write creeping back shows here.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { QUOTE_CLEANUP, QUOTE_LIFETIME_MINUTES, QUOTE_RATE_LIMIT } from '../src/modules/pricing'
import { priceRequest } from './trip'

export type QuoteStorageFigures = {
  quotes: number
  bytesPerQuote: number
  /** At QUOTE_RATE_LIMIT from one address, all day. */
  quotesPerDay: number
  bytesWrittenPerDay: number
  /** The most that address keeps stored at once: its quotes not yet past expiry + grace + a pass. */
  bytesKept: number
  /** The same address at the earlier limit (120 a minute), every quote kept forever. */
  bytesPerDayBefore: number
}

const WINDOW_MINUTES = 10 // QUOTE_RATE_LIMIT.timeWindow
const EARLIER_QUOTES_PER_MINUTE = 120

async function relationBytes(app: ReturnType<typeof buildApp>) {
  const result = await app.db.execute(sql`select pg_total_relation_size('quotes') as bytes`)
  const rows = (result as unknown as { rows: { bytes: string | number }[] }).rows
  return Number(rows[0]!.bytes)
}

export async function measureQuoteStorage(count = 1000): Promise<QuoteStorageFigures> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-dist'),
    RATE_LIMITS: 'off',
  })
  config.database = { driver: 'pglite' }
  const app = buildApp({ config })
  await app.ready()
  try {
    const payload = priceRequest()
    const ask = () => app.inject({ method: 'POST', url: '/api/v1/prices/calculate', payload })
    await ask() // the first quote creates the table's first pages
    const before = await relationBytes(app)
    for (let i = 0; i < count; i++) {
      const response = await ask()
      if (response.statusCode !== 200) throw new Error(`quote ${i}: ${response.statusCode}`)
    }
    const bytesPerQuote = (await relationBytes(app)) - before
    const perQuote = bytesPerQuote / count
    const perMinute = QUOTE_RATE_LIMIT.max / WINDOW_MINUTES
    const keptMinutes =
      QUOTE_LIFETIME_MINUTES + QUOTE_CLEANUP.graceMinutes + QUOTE_CLEANUP.intervalMs / 60_000
    return {
      quotes: count,
      bytesPerQuote: perQuote,
      quotesPerDay: perMinute * 24 * 60,
      bytesWrittenPerDay: perMinute * 24 * 60 * perQuote,
      bytesKept: perMinute * keptMinutes * perQuote,
      bytesPerDayBefore: EARLIER_QUOTES_PER_MINUTE * 24 * 60 * perQuote,
    }
  } finally {
    await app.close()
  }
}
