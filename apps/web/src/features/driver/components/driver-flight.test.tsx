import { render, screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { loadMessages } from '@/i18n/catalogues'
import { buildFlight } from '@/test/flight-fixtures'
import { buildJob } from '../testing/driver-fixtures'
import { DriverFlight } from './driver-flight'

describe('the flight on the driver’s job', () => {
  it('shows where the flight comes from and when it lands on the pickup’s clock', () => {
    render(<DriverFlight job={buildJob({ flight: buildFlight() })} />)
    expect(screen.getByText(/^Flight/)).toHaveTextContent(
      'Flight BA117 from London Heathrow · lands 10:10 (flight +95 min)',
    )
    expect(screen.getByText('(flight +95 min)')).toHaveAttribute('data-marked', 'true')
  })

  it('says when the flight has landed, or that it is cancelled', () => {
    const landed = buildFlight({ state: 'landed' })
    const { unmount } = render(<DriverFlight job={buildJob({ flight: landed })} />)
    expect(screen.getByText(/^Flight/)).toHaveTextContent('· landed 10:10 (flight +95 min)')
    unmount()
    render(<DriverFlight job={buildJob({ flight: buildFlight({ state: 'cancelled' }) })} />)
    expect(screen.getByText(/^Flight/)).toHaveTextContent(
      /^Flight BA117 from London Heathrow \(flight cancelled\)$/,
    )
  })

  it('shows the number alone while no flight is tracked, and nothing without one', () => {
    const { unmount } = render(<DriverFlight job={buildJob({ flight: null })} />)
    expect(screen.getByText(/^Flight/)).toHaveTextContent(/^Flight BA 117$/)
    unmount()
    const { container } = render(
      <DriverFlight job={buildJob({ flight: null, flight_number: null })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  describe('in the driver’s language', () => {
    afterAll(() => loadMessages([], 'en'))

    it('says how late the flight is, and what was wrong with it, in Spanish', async () => {
      await loadMessages(['driver'], 'es')
      const { unmount } = render(<DriverFlight job={buildJob({ flight: buildFlight() })} />)
      expect(screen.getByText('(vuelo +95 min)')).toHaveAttribute('data-marked', 'true')
      unmount()
      const mismatched = buildFlight({ state: 'cancelled', mismatch: 'after_pickup' })
      render(<DriverFlight job={buildJob({ flight: mismatched })} />)
      expect(
        screen.getByText('(vuelo cancelado, el vuelo aterriza después de la recogida)'),
      ).toBeVisible()
    })

    it('counts the minutes with Arabic’s plural forms', async () => {
      await loadMessages(['driver'], 'ar')
      render(<DriverFlight job={buildJob({ flight: buildFlight() })} />)
      expect(screen.getByText('(الرحلة متأخرة 95 دقيقة)')).toBeVisible()
    })
  })
})
