import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleHashSectionScroll } from './use-hash-section-scroll'

describe('scheduleHashSectionScroll', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function section() {
    return { scrollIntoView: vi.fn() }
  }

  it('scrolls to the named section about 100 ms later', () => {
    const suv = section()
    const findSection = vi.fn((id: string) => (id === 'suv' ? (suv as unknown as Element) : null))
    scheduleHashSectionScroll('#suv', { findSection })
    vi.advanceTimersByTime(99)
    expect(suv.scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(suv.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('ignores hashes that name no fleet section', () => {
    const findSection = vi.fn()
    scheduleHashSectionScroll('#spaceship', { findSection })
    scheduleHashSectionScroll('', { findSection })
    vi.runAllTimers()
    expect(findSection).not.toHaveBeenCalled()
  })

  it('can be cancelled before it fires', () => {
    const bus = section()
    const cancel = scheduleHashSectionScroll('#coach-bus', {
      findSection: () => bus as unknown as Element,
    })
    cancel()
    vi.runAllTimers()
    expect(bus.scrollIntoView).not.toHaveBeenCalled()
  })

  it('jumps without animation when motion is reduced', () => {
    const sedan = section()
    scheduleHashSectionScroll('#sedan', {
      findSection: () => sedan as unknown as Element,
      smooth: false,
    })
    vi.runAllTimers()
    expect(sedan.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })
})
