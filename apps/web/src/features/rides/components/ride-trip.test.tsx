import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildFlight } from '@/test/flight-fixtures'
import { buildRide } from '../testing/ride-fixtures'
import { RideTrip } from './ride-trip'

const flightRow = () => screen.getByText('Flight').closest('div')!

describe('the ride page’s trip', () => {
  it('follows the flight: where from, when it lands on the pickup’s clock, how late', () => {
    render(<RideTrip ride={buildRide({ trip: { flight: buildFlight() } })} />)
    expect(flightRow()).toHaveTextContent(
      'FlightBA117 from London Heathrow · lands 10:10 (flight +95 min)',
    )
    expect(screen.getByText('(flight +95 min)')).toHaveAttribute('data-marked', 'true')
  })

  it('says a flight is on time without marking it, and a cancelled one without a time', () => {
    const onTime = buildFlight({ arrivalAt: new Date('2030-01-15T13:35:00.000Z') })
    const { unmount } = render(<RideTrip ride={buildRide({ trip: { flight: onTime } })} />)
    expect(flightRow()).toHaveTextContent(
      'BA117 from London Heathrow · lands 08:35 (flight on time)',
    )
    expect(screen.getByText('(flight on time)')).not.toHaveAttribute('data-marked')
    unmount()

    render(<RideTrip ride={buildRide({ trip: { flight: buildFlight({ state: 'cancelled' }) } })} />)
    expect(flightRow()).toHaveTextContent('BA117 from London Heathrow (flight cancelled)')
    expect(flightRow()).not.toHaveTextContent('lands')
  })

  it('names a number that did not fit the trip, and only the number while it is not tracked', () => {
    const unknown = buildFlight({
      originName: null,
      scheduledArrival: null,
      arrivalAt: null,
      state: 'unknown',
      mismatch: 'not_found',
    })
    const { unmount } = render(<RideTrip ride={buildRide({ trip: { flight: unknown } })} />)
    expect(flightRow()).toHaveTextContent(/^FlightBA117 \(flight not found\)$/)
    unmount()

    render(<RideTrip ride={buildRide()} />)
    expect(flightRow()).toHaveTextContent(/^FlightBA117$/)
  })
})
