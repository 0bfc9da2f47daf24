import { describe, expect, it } from 'vitest'
import { errorCodes } from '../api/envelope'
import { wording } from '../language/translator'
import { DomainError, httpStatusByErrorCode, isDomainError } from './domain-error'

describe('DomainError', () => {
  it('carries its code, message and details', () => {
    const error = new DomainError('NOT_FOUND', 'Booking not found', {
      details: [{ path: 'id', message: 'Unknown id' }],
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('DomainError')
    expect(error.code).toBe('NOT_FOUND')
    expect(error.message).toBe('Booking not found')
    expect(error.details).toEqual([{ path: 'id', message: 'Unknown id' }])
  })

  it('writes words with figures in English and keeps them for a reader’s language', () => {
    const tooLate = wording('Changes are accepted until {hours} hours before pickup.', {
      hours: 24,
    })
    const seats = wording('At most {seats} passengers.', { seats: 4 })
    const error = new DomainError('CONFLICT', tooLate, {
      details: [
        { path: 'passengers', message: seats },
        { path: 'time', message: 'Give a time.' },
      ],
    })
    expect(error.message).toBe('Changes are accepted until 24 hours before pickup.')
    expect(error.details).toEqual([
      { path: 'passengers', message: 'At most 4 passengers.' },
      { path: 'time', message: 'Give a time.' },
    ])
    expect(error.wordings).toEqual({ message: tooLate, details: [seats, undefined] })
    expect(
      new DomainError('CONFLICT', 'x', { details: [{ path: 'a', message: 'b' }] }).wordings,
    ).toEqual({})
  })

  it('keeps the cause when given', () => {
    const cause = new Error('root')
    expect(new DomainError('CONFLICT', 'x', { cause }).cause).toBe(cause)
    expect(new DomainError('CONFLICT', 'x').cause).toBeUndefined()
  })

  it('is recognised by isDomainError, plain errors are not', () => {
    expect(isDomainError(new DomainError('CONFLICT', 'x'))).toBe(true)
    expect(isDomainError(new Error('x'))).toBe(false)
    expect(isDomainError('CONFLICT')).toBe(false)
  })
})

describe('httpStatusByErrorCode', () => {
  it('maps every error code', () => {
    expect(Object.keys(httpStatusByErrorCode).sort()).toEqual([...errorCodes].sort())
  })

  it('uses the statuses of docs/product.md#error-codes', () => {
    expect(httpStatusByErrorCode.VALIDATION_FAILED).toBe(400)
    expect(httpStatusByErrorCode.UNAUTHORIZED).toBe(401)
    expect(httpStatusByErrorCode.PRICE_CHANGED).toBe(409)
    expect(httpStatusByErrorCode.INVALID_TRANSITION).toBe(409)
    expect(httpStatusByErrorCode.TOO_MANY_REQUESTS).toBe(429)
  })
})
