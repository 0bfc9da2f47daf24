import { CURRENCY_RATES_REFRESH_MS } from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import { BUNDLED_CURRENCY_RATES, type CurrencyRates } from './bundled-rates'
import { fetchRateFile as fetchOverHttp, type RateFileFetcher } from './fetch-rate-file'
import { readRateFile } from './rate-file'

export type CurrentRates = CurrencyRates & { source: 'bundled' | 'remote' }

export type CurrencyRatesOptions = {
  /** CURRENCY_RATES_URL; without it the bundled rates are served and never refreshed. */
  ratesUrl: string | undefined
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  fetchRateFile?: RateFileFetcher
  refreshMs?: number
  timeoutMs?: number
}

export type CurrencyRatesService = {
  current(): CurrentRates
  /** Fetches the rate file once; a failure is logged and the last good rates stay. */
  refresh(): Promise<void>
  /** Refreshes now, then every 5 minutes (docs/product.md#currencies); resolves after the first
   * refresh. */
  start(): Promise<void>
  /** Stops refreshing and abandons a refresh in flight. */
  stop(): void
}

export function createCurrencyRates({
  ratesUrl,
  log,
  fetchRateFile = fetchOverHttp,
  refreshMs = CURRENCY_RATES_REFRESH_MS,
  timeoutMs = 5000,
}: CurrencyRatesOptions): CurrencyRatesService {
  let current: CurrentRates = { ...BUNDLED_CURRENCY_RATES, source: 'bundled' }
  let timer: NodeJS.Timeout | undefined
  let refreshing: Promise<void> | undefined
  let stopping = new AbortController()

  async function fetchAndRead(url: string) {
    const stopped = stopping.signal
    try {
      const signal = AbortSignal.any([stopped, AbortSignal.timeout(timeoutMs)])
      const rates = readRateFile(await fetchRateFile(url, signal))
      if (rates.date !== current.date) log.info({ ratesDate: rates.date }, 'currency rates updated')
      current = { ...rates, source: 'remote' }
    } catch (error) {
      if (stopped.aborted) return
      log.warn(
        { err: error, ratesDate: current.date, source: current.source },
        'currency rates refresh failed: keeping the last good rates',
      )
    }
  }

  function refresh(): Promise<void> {
    if (!ratesUrl) return Promise.resolve()
    // A slow file must not stack up requests behind it.
    refreshing ??= fetchAndRead(ratesUrl).finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  function start(): Promise<void> {
    if (!ratesUrl || timer) return refreshing ?? Promise.resolve()
    stopping = new AbortController()
    timer = setInterval(() => void refresh(), refreshMs)
    timer.unref()
    return refresh()
  }

  function stop() {
    clearInterval(timer)
    timer = undefined
    stopping.abort()
  }

  return { current: () => current, refresh, start, stop }
}
