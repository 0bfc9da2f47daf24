import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCurrencyRates } from './currency-rates'
import { currencyRoutes } from './routes'

// A bare Fastify with the zod compilers: the app's error envelope is tested with the app.
const currencyRates = createCurrencyRates({
  ratesUrl: undefined,
  log: { info: vi.fn(), warn: vi.fn() },
})
const app = Fastify()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.register(currencyRoutes, { prefix: '/api/v1', currencyRates })

beforeAll(() => app.ready())
afterAll(() => app.close())

describe('GET /api/v1/currencies', () => {
  it('answers with the offered currencies and their dated rates against USD', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/currencies' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    const { success, data } = response.json()
    expect(success).toBe(true)
    expect(data.base).toBe('USD')
    expect(data.rates_date).toBe('2026-11-01')
    expect(
      data.currencies.map(({ code, name, symbol }: Record<string, string>) => [code, name, symbol]),
    ).toEqual([
      ['INR', 'Indian Rupee', '₹'],
      ['USD', 'US Dollar', '$'],
      ['EUR', 'Euro', '€'],
      ['GBP', 'British Pound', '£'],
      ['CAD', 'Canadian Dollar', 'C$'],
      ['AUD', 'Australian Dollar', 'A$'],
      ['JPY', 'Japanese Yen', '¥'],
    ])
    expect(data.currencies[1].rate).toBe(1)
    for (const currency of data.currencies) expect(currency.rate).toBeGreaterThan(0)
  })
})
