import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DomainError } from '../errors/domain-error'
import { firstMessageByField, issuesFromZodError, parseOrThrow } from './field-issues'

const schema = z.object({
  name: z.string().min(1, 'Name missing').min(3, 'Name short'),
  address: z.object({ city: z.string().min(1, 'City missing') }),
})

describe('issuesFromZodError', () => {
  it('joins nested paths with dots', () => {
    const result = schema.safeParse({ name: 'abc', address: { city: '' } })
    expect(result.success).toBe(false)
    expect(issuesFromZodError(result.error!)).toEqual([
      { path: 'address.city', message: 'City missing' },
    ])
  })
})

describe('firstMessageByField', () => {
  it('keeps only the first message of each field', () => {
    expect(firstMessageByField(schema, { name: '', address: { city: '' } })).toEqual({
      name: 'Name missing',
      'address.city': 'City missing',
    })
  })

  it('is empty for valid values', () => {
    expect(firstMessageByField(schema, { name: 'abc', address: { city: 'Paris' } })).toEqual({})
  })
})

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(z.string().trim(), '  a ')).toBe('a')
  })

  it('throws VALIDATION_FAILED with the first message and every detail', () => {
    try {
      parseOrThrow(schema, { name: 'ab', address: { city: '' } })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      const domainError = error as DomainError
      expect(domainError.code).toBe('VALIDATION_FAILED')
      expect(domainError.message).toBe('Name short')
      expect(domainError.details).toEqual([
        { path: 'name', message: 'Name short' },
        { path: 'address.city', message: 'City missing' },
      ])
    }
  })
})
