import { i18n } from '@lingui/core'
import { flightCheckMessages, flightNumberMessages } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { FlightCheckPickup } from '../../api/check-flight'
import { FlightCheckNote } from './flight-check-note'

// The note's own words from the domain (a number that cannot be one, a check that cannot be
// made) in the page's language, through the domain's catalogue.

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const jfk: FlightCheckPickup = { lat: 40.6413, lng: -73.7781, time: '2030-01-15T09:30:00-05:00' }

function renderNote(flightNumber: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <FlightCheckNote id="flight-note" flightNumber={flightNumber} pickup={jfk} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockRejectedValue(
    new ApiError('Too many requests', { status: 429, code: 'RATE_LIMITED' }),
  )
})

describe('the flight check’s note', () => {
  it('says in English how to write a number that cannot be one', async () => {
    renderNote('12345')
    expect(
      await screen.findByText(
        'Enter the flight number as it is on your ticket: the airline’s code and the number, like BA117.',
      ),
    ).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('says in English that the check cannot be made, and the booking goes on', async () => {
    renderNote('BA117')
    expect(
      await screen.findByText(
        'Flight details cannot be checked right now; you can still book and we will track it.',
      ),
    ).toBeVisible()
  })

  describe('on a page in another language', () => {
    afterEach(() => i18n.activate('en'))

    it('takes both from the domain’s catalogue', async () => {
      // Stand-ins for the Spanish catalogue's entries.
      i18n.load('es', {
        [flightNumberMessages.invalid]: 'ES: número no válido',
        [flightCheckMessages.unavailable]: 'ES: no se puede comprobar',
      })
      i18n.activate('es')
      renderNote('12345')
      expect(await screen.findByText('ES: número no válido')).toBeVisible()
      renderNote('BA117')
      expect(await screen.findByText('ES: no se puede comprobar')).toBeVisible()
    })
  })
})
