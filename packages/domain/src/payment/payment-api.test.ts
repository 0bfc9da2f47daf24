import { describe, expect, it } from 'vitest'
import { isOwnSitePath, paymentCardRequestSchemaAt, paymentViewStatus } from './payment-api'

describe('the return address after 3-D Secure', () => {
  it.each(['/booking?payment=return', '/booking', '/pay/x#y'])('accepts %s', (path) => {
    expect(isOwnSitePath(path)).toBe(true)
  })
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'booking', '/a b', ''])(
    'refuses %s',
    (path) => {
      expect(isOwnSitePath(path)).toBe(false)
    },
  )
})

describe('the card call’s body', () => {
  const schema = paymentCardRequestSchemaAt(() => new Date('2026-06-15T00:00:00Z'))
  const body = {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    return_url: '/booking',
  }
  it('keeps the card form’s rules, the expiry included', () => {
    expect(schema.parse(body).number).toBe('4242424242424242')
    const expired = schema.safeParse({ ...body, exp_month: 1, exp_year: 2026 })
    expect(expired.success).toBe(false)
    expect(expired.error?.issues[0]?.path).toEqual(['exp_month'])
  })
  it('refuses a return address off the site', () => {
    const offSite = schema.safeParse({ ...body, return_url: 'https://evil.example' })
    expect(offSite.error?.issues[0]?.path).toEqual(['return_url'])
  })
})

describe('a payment’s status as the page shows it', () => {
  it('shows a payment without a card, or cancelled, as needing one', () => {
    expect(paymentViewStatus('pending')).toBe('requires_payment_method')
    expect(paymentViewStatus('canceled')).toBe('requires_payment_method')
    expect(paymentViewStatus('declined')).toBe('declined')
    expect(paymentViewStatus('succeeded')).toBe('succeeded')
  })
})
