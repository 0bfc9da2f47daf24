import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createCurrencyRates, type CurrencyRatesService } from './currency-rates'
import type { RateFileFetcher } from './fetch-rate-file'
import { currencyRoutes } from './routes'

export type CurrenciesModuleOptions = {
  ratesUrl: string | undefined
  fetchRateFile?: RateFileFetcher
  /** The rates service to serve and keep fresh, when another feature reads it too. */
  currencyRates?: CurrencyRatesService
}

/** The currencies feature for app.ts: its routes, with rates refreshed while the app runs. */
export const currenciesModule: FastifyPluginAsyncZod<CurrenciesModuleOptions> = async (
  app,
  { ratesUrl, fetchRateFile, currencyRates: given },
) => {
  const log = app.log.child({ module: 'currencies' })
  const currencyRates = given ?? createCurrencyRates({ ratesUrl, fetchRateFile, log })
  // Not awaited: a slow rate file must not hold up the start; the bundled rates serve meanwhile.
  app.addHook('onReady', async () => void currencyRates.start())
  app.addHook('onClose', async () => currencyRates.stop())
  await app.register(currencyRoutes, { currencyRates })
}

export { createCurrencyRates, type CurrencyRatesService, type CurrentRates } from './currency-rates'
export { currencyRoutes } from './routes'
export { BUNDLED_CURRENCY_RATES, type CurrencyRates } from './bundled-rates'
