import { describe, expect, it, vi } from 'vitest'
import {
  isValidTimeZone,
  localDateSchema,
  localTimeSchema,
  offsetDateTimeSchema,
  timeZoneSchema,
  wallClockInZone,
  zonedDateTimeToIso,
  zonedTimeMessages,
} from './zoned-time'

describe('isValidTimeZone / timeZoneSchema', () => {
  it('accepts IANA names and refuses others', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true)
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
    expect(timeZoneSchema.safeParse('Nowhere').error?.issues[0]?.message).toBe(
      'Enter a valid IANA time zone',
    )
  })

  // Every place and quote the API sends is checked against this: testing a name is costly.
  it('tests each valid name with the runtime once, and a wrong one every time', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      for (let i = 0; i < 3; i += 1) expect(isValidTimeZone('America/Sao_Paulo')).toBe(true)
      expect(formatter).toHaveBeenCalledTimes(1)
      for (let i = 0; i < 2; i += 1) expect(isValidTimeZone('Atlantis/Capital')).toBe(false)
      expect(formatter).toHaveBeenCalledTimes(3)
    } finally {
      formatter.mockRestore()
    }
  })
})

describe('date and time schemas', () => {
  it('accept the input formats and refuse others', () => {
    expect(localDateSchema.safeParse('2025-07-01').success).toBe(true)
    expect(localDateSchema.safeParse('2025-02-30').success).toBe(false)
    expect(localTimeSchema.safeParse('23:59').success).toBe(true)
    expect(localTimeSchema.safeParse('24:00').success).toBe(false)
    expect(offsetDateTimeSchema.safeParse('2025-07-01T14:30:00+01:00').success).toBe(true)
    expect(offsetDateTimeSchema.safeParse('2025-07-01T14:30:00Z').success).toBe(true)
    expect(offsetDateTimeSchema.safeParse('2025-07-01T14:30:00').success).toBe(false)
  })

  it('say what is wrong in the words marked for the catalogue, as before', () => {
    expect(zonedTimeMessages).toEqual({
      dateInvalid: 'Enter a valid date',
      timeInvalid: 'Enter a valid time',
    })
    expect(localDateSchema.safeParse('2025-02-30').error?.issues[0]?.message).toBe(
      zonedTimeMessages.dateInvalid,
    )
    expect(localTimeSchema.safeParse('24:00').error?.issues[0]?.message).toBe(
      zonedTimeMessages.timeInvalid,
    )
  })
})

describe('zonedDateTimeToIso', () => {
  it('uses the zone offset in force on that date', () => {
    expect(zonedDateTimeToIso('2025-07-01', '14:30', 'Europe/London')).toBe(
      '2025-07-01T14:30:00+01:00',
    )
    expect(zonedDateTimeToIso('2025-01-15', '14:30', 'Europe/London')).toBe(
      '2025-01-15T14:30:00+00:00',
    )
    expect(zonedDateTimeToIso('2025-07-01', '09:05', 'Asia/Kolkata')).toBe(
      '2025-07-01T09:05:00+05:30',
    )
    expect(zonedDateTimeToIso('2025-07-01', '09:05', 'America/New_York')).toBe(
      '2025-07-01T09:05:00-04:00',
    )
  })

  it('moves a time skipped by a DST jump forward', () => {
    expect(zonedDateTimeToIso('2025-03-09', '02:30', 'America/New_York')).toBe(
      '2025-03-09T03:30:00-04:00',
    )
  })

  it('takes the first of a repeated time', () => {
    expect(zonedDateTimeToIso('2025-11-02', '01:30', 'America/New_York')).toBe(
      '2025-11-02T01:30:00-04:00',
    )
  })

  it('refuses bad input', () => {
    expect(() => zonedDateTimeToIso('2025-13-01', '10:00', 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToIso('2025-01-01', '25:00', 'UTC')).toThrow(RangeError)
    expect(() => zonedDateTimeToIso('2025-01-01', '10:00', 'Nowhere')).toThrow(RangeError)
  })
})

describe('wallClockInZone', () => {
  it('gives the local date and time of an instant', () => {
    expect(wallClockInZone('2025-07-01T23:30:00Z', 'Asia/Kolkata')).toEqual({
      date: '2025-07-02',
      time: '05:00',
    })
    expect(wallClockInZone(new Date('2025-07-01T14:30:00+01:00'), 'UTC')).toEqual({
      date: '2025-07-01',
      time: '13:30',
    })
  })
})
