import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUNDLED_CURRENCY_RATES } from './bundled-rates'
import { createCurrencyRates, type CurrencyRatesOptions } from './currency-rates'
import type { RateFileFetcher } from './fetch-rate-file'

const url = 'https://rates.example/usd.json'
const fresh = { INR: 89, USD: 1, EUR: 0.87, GBP: 0.76, CAD: 1.39, AUD: 1.52, JPY: 152 }
const freshFile = { base: 'USD', date: '2026-11-21', rates: fresh }

function setUp(fetchRateFile: RateFileFetcher, options: Partial<CurrencyRatesOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() }
  const fetcher = vi.fn(fetchRateFile)
  const currencyRates = createCurrencyRates({
    ratesUrl: url,
    log,
    fetchRateFile: fetcher,
    ...options,
  })
  return { currencyRates, log, fetcher }
}

// Rejects only when the service gives up waiting.
const hangingFetcher: RateFileFetcher = (_url, signal) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)))

afterEach(() => {
  vi.useRealTimers()
})

describe('currency rates', () => {
  it('serve the bundled dated rates until a refresh succeeds', () => {
    const { currencyRates } = setUp(async () => freshFile)
    expect(currencyRates.current()).toEqual({ ...BUNDLED_CURRENCY_RATES, source: 'bundled' })
  })

  it('never fetch without CURRENCY_RATES_URL', async () => {
    const { currencyRates, fetcher } = setUp(async () => freshFile, { ratesUrl: undefined })
    await currencyRates.start()
    await currencyRates.refresh()
    currencyRates.stop()
    expect(fetcher).not.toHaveBeenCalled()
    expect(currencyRates.current().source).toBe('bundled')
  })

  it('are replaced by a good rate file', async () => {
    const { currencyRates, fetcher, log } = setUp(async () => freshFile)
    await currencyRates.refresh()
    expect(fetcher).toHaveBeenCalledWith(url, expect.any(AbortSignal))
    expect(currencyRates.current()).toEqual({ date: '2026-11-21', rates: fresh, source: 'remote' })
    expect(log.warn).not.toHaveBeenCalled()
  })

  it.each<[string, RateFileFetcher]>([
    ['a network error', async () => Promise.reject(new TypeError('fetch failed'))],
    ['bad JSON', async () => Promise.reject(new SyntaxError('Unexpected token <'))],
    ['a missing currency', async () => ({ ...freshFile, rates: { ...fresh, INR: undefined } })],
    ['a negative rate', async () => ({ ...freshFile, rates: { ...fresh, EUR: -0.87 } })],
  ])('keep the last good rates after %s', async (_name, failing) => {
    let next: RateFileFetcher = async () => freshFile
    const { currencyRates, log } = setUp((...args) => next(...args))
    await currencyRates.refresh()
    next = failing
    await currencyRates.refresh()
    expect(currencyRates.current()).toEqual({ date: '2026-11-21', rates: fresh, source: 'remote' })
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('keep the bundled rates when the first refresh fails', async () => {
    const { currencyRates, log } = setUp(async () => ({ nothing: 'here' }))
    await currencyRates.refresh()
    expect(currencyRates.current().source).toBe('bundled')
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('give up on a rate file that takes too long', async () => {
    const { currencyRates, log } = setUp(hangingFetcher, { timeoutMs: 20 })
    await currencyRates.refresh()
    expect(currencyRates.current().source).toBe('bundled')
    expect(log.warn.mock.calls[0]?.[0].err.name).toBe('TimeoutError')
  })

  it('refresh right away, then every 5 minutes until stopped', async () => {
    vi.useFakeTimers()
    const { currencyRates, fetcher } = setUp(async () => freshFile)
    await currencyRates.start()
    expect(fetcher).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000)
    expect(fetcher).toHaveBeenCalledTimes(4)
    currencyRates.stop()
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000)
    expect(fetcher).toHaveBeenCalledTimes(4)
  })

  it('do not stack refreshes behind a slow rate file', async () => {
    const { currencyRates, fetcher } = setUp(hangingFetcher, { timeoutMs: 50 })
    const first = currencyRates.refresh()
    const second = currencyRates.refresh()
    expect(second).toBe(first)
    await first
    expect(fetcher).toHaveBeenCalledOnce()
  })

  it('abandon a refresh in flight when stopped, without a warning', async () => {
    const { currencyRates, log } = setUp(hangingFetcher)
    const first = currencyRates.start()
    currencyRates.stop()
    await first
    expect(log.warn).not.toHaveBeenCalled()
    expect(currencyRates.current().source).toBe('bundled')
  })
})
