import { describe, expect, it } from 'vitest'
import { fullRoute, shortPlace, shortRoute } from './short-route'

describe('shortPlace', () => {
  it('keeps what comes before the first comma', () => {
    expect(shortPlace('JFK Airport, Queens, NY')).toBe('JFK Airport')
    expect(shortPlace('  Times Square , Manhattan, NY')).toBe('Times Square')
  })

  it('keeps an address without a comma whole, and never answers with nothing', () => {
    expect(shortPlace('Heathrow Terminal 5')).toBe('Heathrow Terminal 5')
    expect(shortPlace(', Queens, NY')).toBe(', Queens, NY')
    expect(shortPlace('')).toBe('')
  })
})

describe('shortRoute and fullRoute', () => {
  it('joins pickup and drop-off with an arrow', () => {
    expect(shortRoute('JFK Airport, Queens, NY', 'Times Square, Manhattan, NY')).toBe(
      'JFK Airport → Times Square',
    )
    expect(fullRoute('JFK Airport, Queens, NY', 'Times Square, Manhattan, NY')).toBe(
      'JFK Airport, Queens, NY → Times Square, Manhattan, NY',
    )
  })

  it('shows the pickup alone for a ride by the hour', () => {
    expect(shortRoute('Savoy Hotel, Strand, London', null)).toBe('Savoy Hotel')
    expect(fullRoute('Savoy Hotel, Strand, London', null)).toBe('Savoy Hotel, Strand, London')
  })
})
