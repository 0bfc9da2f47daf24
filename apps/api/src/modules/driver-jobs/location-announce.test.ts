import { describe, expect, it } from 'vitest'
import { announcesPosition } from './location-announce'

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 15, 14, 0, 0) + seconds * 1000)

describe('announcesPosition', () => {
  it('announces the first position, then the first of each 10-second window', () => {
    expect(announcesPosition(undefined, at(3), 10_000)).toBe(true)
    expect(announcesPosition(at(3), at(8), 10_000)).toBe(false)
    expect(announcesPosition(at(8), at(11), 10_000)).toBe(true)
  })

  it('keeps announcing when positions come closer together than the window', () => {
    // Two tabs of one phone, or a jittery GPS: a position every 4 s for a minute.
    const times = Array.from({ length: 16 }, (_, i) => i * 4)
    let previous: Date | undefined
    let announced = 0
    for (const second of times) {
      if (announcesPosition(previous, at(second), 10_000)) announced++
      previous = at(second)
    }
    // One for each 10-second window the minute touches (0–9, 10–19, … 60–69).
    expect(announced).toBe(7)
  })
})
