import { describe, expect, it } from 'vitest'
import { driverTokenFromFragment } from './driver-token'

describe('driverTokenFromFragment', () => {
  it('reads the token of a job link, bare or named', () => {
    expect(driverTokenFromFragment('#abcDEF123')).toBe('abcDEF123')
    expect(driverTokenFromFragment('#token=abcDEF123')).toBe('abcDEF123')
    expect(driverTokenFromFragment('')).toBeNull()
  })

  it('opens no job from a link mangled on its way, instead of failing the page', () => {
    expect(driverTokenFromFragment('#abc%')).toBeNull()
    expect(driverTokenFromFragment('#token=%E0%A4%A')).toBeNull()
  })
})
