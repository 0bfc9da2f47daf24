import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it, vi } from 'vitest'
import { currenciesModule } from './index'

const freshFile = {
  date: '2026-11-21',
  usd: { inr: 89, usd: 1, eur: 0.87, gbp: 0.76, cad: 1.39, aud: 1.52, jpy: 152 },
}

describe('currenciesModule', () => {
  it('refreshes the rates from CURRENCY_RATES_URL while the app runs', async () => {
    const fetchRateFile = vi.fn(async () => freshFile)
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    app.register(currenciesModule, {
      prefix: '/api/v1',
      ratesUrl: 'https://rates.example/usd.json',
      fetchRateFile,
    })
    await app.ready()
    await vi.waitFor(() => expect(fetchRateFile).toHaveBeenCalledOnce())

    const response = await app.inject({ method: 'GET', url: '/api/v1/currencies' })
    expect(response.json().data).toMatchObject({
      rates_date: '2026-11-21',
      currencies: expect.arrayContaining([{ code: 'EUR', name: 'Euro', symbol: '€', rate: 0.87 }]),
    })
    await app.close()
  })
})
