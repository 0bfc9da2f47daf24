import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { DisplayCurrency } from '../../hooks/use-display-currency'
import { completeRide, quote } from '../../testing/booking-fixtures'
import { VehicleStep } from './vehicle-step'

const usd: DisplayCurrency = { currency: 'USD', rate: 1, offered: [], ratesUnavailable: false }
const eur: DisplayCurrency = {
  currency: 'EUR',
  rate: 0.5,
  offered: [{ code: 'EUR', name: 'Euro', symbol: '€', rate: 0.5 }],
  ratesUnavailable: false,
}

function renderStep(props: Partial<Parameters<typeof VehicleStep>[0]> = {}) {
  const handlers = { onSelect: vi.fn(), onContinue: vi.fn(), onCurrencyChange: vi.fn() }
  render(
    <VehicleStep
      ride={completeRide}
      quote={{ data: quote, isFetching: false, error: null, refetch: vi.fn() }}
      display={usd}
      selectedVehicleId={null}
      onEditTrip={vi.fn()}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Vehicles' }))
    .getAllByRole('button')
    .map((card) => card.textContent)

describe('VehicleStep', () => {
  it('shows prices converted from USD in the chosen currency', () => {
    renderStep({ display: eur })
    expect(screen.getByRole('button', { name: /^Sedan/ })).toHaveTextContent('€50.00')
    expect(screen.getByRole('button', { name: /^Business SUV/ })).toHaveTextContent('€95.25')
  })

  it('stays in US dollars when the rates cannot be loaded', () => {
    renderStep({ display: { ...usd, ratesUnavailable: true } })
    expect(screen.getByLabelText('Currency')).toBeDisabled()
    expect(screen.getByText(/prices are shown in US dollars/)).toBeVisible()
    expect(screen.getByRole('button', { name: /^Sedan/ })).toHaveTextContent('$100.00')
  })

  it('sorts by seats and filters to luxury, with Clear Filters when nothing matches', async () => {
    renderStep({
      quote: {
        data: { ...quote, available_vehicles: [quote.available_vehicles[0]!] },
        isFetching: false,
        error: null,
        refetch: vi.fn(),
      },
    })
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'luxury')
    expect(screen.getByText('No vehicles match your current filters.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(cardNames()).toHaveLength(1)
  })

  it('orders by price, or by seats', async () => {
    renderStep()
    expect(cardNames()[0]).toContain('Sedan')
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'seats')
    expect(cardNames()[0]).toContain('Business SUV')
  })

  it('says why there are no vehicles when the pickup is outside every area', () => {
    const reason = 'We do not serve this pickup yet.'
    renderStep({
      quote: {
        data: { ...quote, available_vehicles: [], reason },
        isFetching: false,
        error: null,
        refetch: vi.fn(),
      },
    })
    expect(screen.getByText(reason)).toBeVisible()
  })

  it('says it is looking while the vehicles load', () => {
    renderStep({ quote: { isFetching: true, error: null, refetch: vi.fn() } })
    expect(screen.getByText('Finding available vehicles...')).toBeVisible()
  })

  it('continues only once a vehicle is chosen', async () => {
    const { onSelect } = renderStep()
    expect(screen.getByRole('button', { name: /Continue to Booking Details/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: /^Sedan/ }))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'london:sedan' }), quote)
  })
})
