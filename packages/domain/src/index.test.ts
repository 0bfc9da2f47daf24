import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as domain from './index'

describe('the package entry', () => {
  it('exports the main names', () => {
    for (const name of [
      'successEnvelope',
      'DomainError',
      'isTripComplete',
      'calculateFare',
      'passengerDetailsSchema',
      'priceCalculationRequestSchema',
      'bookingCreatePayloadSchema',
      'partnerSignupSchema',
      'currencySymbol',
      'refundPercent',
      'cardFormSchema',
      'sandboxTestCards',
      'bookingMoney',
    ]) {
      expect(domain, name).toHaveProperty(name)
    }
  })

  // The API generates its OpenAPI document from these schemas, so none may be unrepresentable.
  it('has only schemas that convert to JSON Schema', () => {
    const failures: string[] = []
    for (const [name, value] of Object.entries(domain)) {
      if (!(value instanceof z.ZodType)) continue
      for (const io of ['input', 'output'] as const) {
        try {
          z.toJSONSchema(value, { io })
        } catch (error) {
          failures.push(`${name} (${io}): ${(error as Error).message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
