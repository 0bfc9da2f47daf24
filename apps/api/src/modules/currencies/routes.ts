import { currenciesResponseSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import type { CurrencyRatesService } from './currency-rates'
import { listCurrencies } from './list-currencies'

export type CurrencyRoutesOptions = { currencyRates: CurrencyRatesService }

// Rates refresh every 5 minutes, so a client may keep them that long.
const cacheControl = 'public, max-age=300'

/** `GET /currencies`, registered under /api/v1. */
export const currencyRoutes: FastifyPluginAsyncZod<CurrencyRoutesOptions> = async (
  app,
  { currencyRates },
) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        summary: 'The offered currencies with their dated rates against USD',
        response: { 200: successEnvelope(currenciesResponseSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl)
      return ok(listCurrencies(currencyRates.current()))
    },
  )
}
