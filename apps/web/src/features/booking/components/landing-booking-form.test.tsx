import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import { currentStep } from '../flow/booking-flow-reducer'
import { readBookingWizard } from '../flow/booking-flow-storage'
import { LandingBookingForm } from './landing-booking-form'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const heathrow = {
  id: 'airport:LHR',
  type: 'airport',
  name: 'London Heathrow Airport',
  address: 'London, United Kingdom',
  lat: 51.4775,
  lng: -0.4614,
  timezone: 'Europe/London',
  country_code: 'GB',
  iata: 'LHR',
}
const paddington = {
  ...heathrow,
  id: 'landmark:pad',
  type: 'landmark',
  name: 'Paddington',
  iata: undefined,
}

beforeEach(() => {
  vi.mocked(apiRequest).mockImplementation(async (_path, options) => ({
    places: String(options?.query?.q).startsWith('hea') ? [heathrow] : [paddington],
  }))
})

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingBookingForm /> },
      { path: '/booking', element: <h1>Wizard</h1> },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

async function pick(label: string, query: string, option: RegExp) {
  await userEvent.type(await screen.findByRole('combobox', { name: label }), query)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('LandingBookingForm', () => {
  it("says 'Loading map...' until the place fields are ready", async () => {
    renderForm()
    expect(screen.getByText('Loading map...')).toBeVisible()
    expect(await screen.findByRole('combobox', { name: 'Pickup location' })).toBeVisible()
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument()
  })

  it('switches fields with the ride type and clears the return when round trip is unticked', async () => {
    renderForm()
    await userEvent.click(screen.getByLabelText('Hourly'))
    expect(screen.getByLabelText('Hours')).toHaveValue(1)
    expect(screen.queryByRole('combobox', { name: 'Dropoff location' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Multi-day'))
    expect(screen.getByLabelText('Days')).toHaveValue(2)
    await userEvent.click(screen.getByLabelText('One-way'))
    await userEvent.click(screen.getByLabelText('Round trip'))
    await userEvent.type(screen.getByLabelText('Return time'), '18:00')
    await userEvent.click(screen.getByLabelText('Round trip'))
    await userEvent.click(screen.getByLabelText('Round trip'))
    expect(screen.getByLabelText('Return time')).toHaveValue('')
  })

  it('keeps the ride and opens the wizard at step 2', async () => {
    renderForm()
    const find = screen.getByRole('button', { name: 'Find Premium Vehicles' })
    expect(find).toBeDisabled()
    await pick('Pickup location', 'hea', /London Heathrow Airport/)
    await pick('Dropoff location', 'pad', /Paddington/)
    await userEvent.type(screen.getByLabelText('Date'), '2030-06-01')
    await userEvent.type(screen.getByLabelText('Time'), '10:30')
    await userEvent.click(find)
    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeVisible()
    const saved = readBookingWizard('traveller')
    expect(currentStep(saved)).toBe(2)
    expect(saved.pickupTimeZone).toBe('Europe/London')
    expect(saved.flow.rideDetails.pickup).toMatchObject({ lat: 51.4775, lng: -0.4614 })
  })
})
