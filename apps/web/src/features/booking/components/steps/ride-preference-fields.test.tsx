import {
  defaultPreferences,
  flightCheckMessages,
  flightNumberMessages,
  type FlightCheck,
  type Preferences,
} from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import type { FlightCheckPickup } from '../../api/check-flight'
import { sedan } from '../../testing/booking-fixtures'
import { RidePreferenceFields } from './ride-preference-fields'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)

const jfk: FlightCheckPickup = { lat: 40.6413, lng: -73.7781, time: '2030-01-15T09:30:00-05:00' }

const fits: FlightCheck = {
  flight_number: 'BA117',
  fits: true,
  problem: null,
  origin_name: 'London Heathrow',
  arrival_at: '2030-01-15T14:35:00.000Z',
  message: 'BA117 from London Heathrow, lands 09:35',
}
const notFound: FlightCheck = {
  flight_number: 'BA118',
  fits: false,
  problem: 'not_found',
  origin_name: null,
  arrival_at: null,
  message: flightCheckMessages.notFound('BA118', '2030-01-15'),
}

function Harness({ pickup }: { pickup: FlightCheckPickup | null }) {
  const [preferences, setPreferences] = useState<Preferences>(defaultPreferences)
  return (
    <RidePreferenceFields
      hold={sedan.capacity}
      preferences={preferences}
      onChange={setPreferences}
      flightPickup={pickup}
    />
  )
}

function renderFields(pickup: FlightCheckPickup | null = jfk) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Harness pickup={pickup} />
    </QueryClientProvider>,
  )
}

const flightField = () => screen.getByLabelText('Flight number (optional)')
const checkCalls = () => api.mock.calls.filter(([path]) => path === '/flights/check')
// The check waits for typing to stop (FLIGHT_CHECK_DEBOUNCE_MS) before it asks.
const settled = { timeout: 2000 }
const toneOf = (text: HTMLElement) => text.closest('[data-tone]')?.getAttribute('data-tone')

beforeEach(() => {
  api.mockReset()
  api.mockImplementation(async (path, options) => {
    if (path !== '/flights/check')
      throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
    return options?.query?.flight_number === 'BA117' ? fits : notFound
  })
})

describe('the flight number of an airport pickup', () => {
  it('checks the number once typing stops and says where the flight comes from', async () => {
    renderFields()
    await userEvent.type(flightField(), 'ba 117')
    expect(screen.getByText('Checking flight…')).toBeVisible()
    const line = await screen.findByText(fits.message, undefined, settled)
    expect(toneOf(line)).toBe('fits')
    expect(line.closest('[aria-live="polite"]')).not.toBeNull()
    expect(flightField()).toHaveAccessibleDescription(expect.stringContaining(fits.message))
    expect(checkCalls()).toHaveLength(1)
    expect(checkCalls()[0]?.[1]?.query).toEqual({
      flight_number: 'BA117',
      pickup_lat: jfk.lat,
      pickup_lng: jfk.lng,
      pickup_time: jfk.time,
    })
  })

  it('warns about a flight that does not fit the trip, and the field stays valid', async () => {
    renderFields()
    await userEvent.type(flightField(), 'BA118')
    const warning = await screen.findByText(notFound.message, undefined, settled)
    expect(toneOf(warning)).toBe('problem')
    expect(warning.closest('[role="alert"]')).toBeNull()
    expect(flightField()).not.toHaveAttribute('aria-invalid')
  })

  it('says how to write a number that cannot be one, without asking the API', async () => {
    renderFields()
    await userEvent.type(flightField(), '12345')
    const message = await screen.findByText(flightNumberMessages.invalid, undefined, settled)
    expect(toneOf(message)).toBe('invalid')
    expect(checkCalls()).toHaveLength(0)
  })

  it('shows the API’s own words when it refuses the number', async () => {
    const message = 'Flight numbers of this airline are not tracked.'
    api.mockRejectedValue(
      new ApiError('Validation failed', {
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'flight_number', message }],
      }),
    )
    renderFields()
    await userEvent.type(flightField(), 'ZZ9')
    expect(toneOf(await screen.findByText(message, undefined, settled))).toBe('invalid')
  })

  it('adds only a quiet note when the check cannot be made', async () => {
    api.mockRejectedValue(new ApiError('Too many requests', { status: 429, code: 'RATE_LIMITED' }))
    renderFields()
    await userEvent.type(flightField(), 'BA117')
    const note = await screen.findByText(flightCheckMessages.unavailable, undefined, settled)
    expect(toneOf(note)).toBe('quiet')
  })

  it('checks nothing when the pickup is not an airport', async () => {
    renderFields(null)
    await userEvent.type(flightField(), 'BA117')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(checkCalls()).toHaveLength(0)
    expect(screen.queryByText('Checking flight…')).not.toBeInTheDocument()
    expect(screen.queryByText(fits.message)).not.toBeInTheDocument()
  })
})
