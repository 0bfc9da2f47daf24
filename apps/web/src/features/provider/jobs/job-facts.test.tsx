import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildFlight } from '@/test/flight-fixtures'
import { buildHeldDetail } from '../testing/job-fixtures'
import { TravellerPanel } from './job-facts'

const traveller = buildHeldDetail().traveller!
const flightRow = () => screen.getByText('Flight').nextElementSibling

describe('the traveller of a provider’s job', () => {
  it('shows the tracked flight with its arrival on the pickup’s clock', () => {
    render(
      <TravellerPanel
        traveller={{ ...traveller, flight: buildFlight() }}
        timeZone="America/New_York"
      />,
    )
    expect(flightRow()).toHaveTextContent(
      'BA117 from London Heathrow · lands 10:10 (flight +95 min)',
    )
  })

  it('shows the number as typed while no flight is tracked', () => {
    render(<TravellerPanel traveller={traveller} timeZone="America/New_York" />)
    expect(flightRow()).toHaveTextContent(/^BA 117$/)
  })
})
