import {
  defaultPreferences,
  passengerMessages,
  ratePlanMessages,
  type Preferences,
  type VehicleOption,
} from '@ridelane/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { sedan } from '../../testing/booking-fixtures'
import { PassengerStep } from './passenger-step'

const blank = { name: '', phone: '', email: '', whatsapp: '', notes: '' }

function Harness({
  vehicle = sedan,
  onSubmit = vi.fn(),
  rate = 1,
  currency = 'USD',
  withSelling = false,
}) {
  const [preferences, setPreferences] = useState<Preferences>(defaultPreferences)
  const [selling, setSelling] = useState('')
  return (
    <PassengerStep
      vehicle={vehicle}
      passengerDetails={blank}
      preferences={preferences}
      display={{ currency, rate }}
      onDraftChange={() => {}}
      onPreferencesChange={setPreferences}
      onSubmit={onSubmit}
      submitting={false}
      selling={withSelling ? { value: selling, onChange: setSelling } : undefined}
    />
  )
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to Review & Payment' })
const total = () => screen.getByText(/Total price/).parentElement?.textContent

describe('PassengerStep', () => {
  it('stops luggage and child seats at what the vehicle holds', async () => {
    render(<Harness />)
    const luggage = screen.getByLabelText('Luggage')
    expect(luggage).toHaveAttribute('max', String(sedan.capacity.luggage))
    await userEvent.clear(luggage)
    await userEvent.type(luggage, '9')
    await userEvent.tab()
    expect(luggage).toHaveValue(sedan.capacity.luggage)

    await userEvent.click(screen.getByLabelText(/Child seat/, { selector: 'input[type=checkbox]' }))
    const seats = screen.getByLabelText('Child seats')
    expect(seats).toHaveAttribute('max', String(sedan.capacity.seats))
  })

  it('keeps Continue disabled until name, phone and email are typed', async () => {
    render(<Harness />)
    expect(continueButton()).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Full name'), 'Amara Okafor')
    await userEvent.type(screen.getByLabelText('Phone number'), '+442079460958')
    expect(continueButton()).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Email address'), 'amara@example.com')
    expect(continueButton()).toBeEnabled()
  })

  it('shows a message when a field is left, and clears it when the field is edited', async () => {
    render(<Harness />)
    const name = screen.getByLabelText('Full name')
    await userEvent.type(name, 'A1')
    await userEvent.tab()
    expect(await screen.findByText(passengerMessages.nameCharacters)).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(name, 'b')
    expect(screen.queryByText(passengerMessages.nameCharacters)).not.toBeInTheDocument()
  })

  it('shows every broken rule on submit and does not submit', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Full name'), 'A')
    await userEvent.type(screen.getByLabelText('Phone number'), '12ab')
    await userEvent.type(screen.getByLabelText('Email address'), 'amara@example')
    await userEvent.type(screen.getByLabelText('WhatsApp number (optional)'), '123')
    await userEvent.click(continueButton())
    expect(await screen.findByText(passengerMessages.nameTooShort)).toBeVisible()
    expect(screen.getByText(passengerMessages.phoneInvalid)).toBeVisible()
    expect(screen.getByText(passengerMessages.emailInvalid)).toBeVisible()
    expect(screen.getByText(passengerMessages.whatsappLength)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the checked details', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Full name'), 'Amara Okafor')
    await userEvent.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958')
    await userEvent.type(screen.getByLabelText('Email address'), 'amara@example.com')
    await userEvent.click(continueButton())
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Amara Okafor',
      phone: '+442079460958',
    })
  })

  it('prices charged add-ons and updates the live total', async () => {
    render(<Harness />)
    expect(total()).toContain('$100.00')
    expect(screen.getByText('+$12.00 per seat')).toBeVisible()
    await userEvent.click(screen.getByLabelText('Meet & greet'))
    expect(total()).toContain('$120.00')
    await userEvent.click(screen.getByLabelText('Child seat'))
    const seats = screen.getByLabelText('Child seats')
    await userEvent.clear(seats)
    await userEvent.type(seats, '3')
    expect(total()).toContain('$156.00')
  })

  it('hides add-ons that are not allowed and marks included ones', () => {
    const vehicle: VehicleOption = {
      ...sedan,
      childSeatMode: 'not_allowed',
      meetGreetMode: 'included',
    }
    render(<Harness vehicle={vehicle} />)
    expect(screen.queryByLabelText('Child seat')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Meet & greet')).toBeVisible()
    expect(screen.getByText(/Included at no extra cost/)).toBeVisible()
  })

  it('shows the total in the chosen currency', () => {
    render(<Harness currency="EUR" rate={0.9} />)
    expect(total()).toContain('€90.00')
  })

  it('lets a net-rate partner set its selling price, never below what it pays', async () => {
    const onSubmit = vi.fn()
    const vehicle: VehicleOption = {
      ...sedan,
      partnerDiscountPercent: 20,
      netPlan: { markupPercent: 25, hidePrices: false },
    }
    render(<Harness vehicle={vehicle} onSubmit={onSubmit} withSelling />)
    await userEvent.type(screen.getByLabelText('Full name'), 'Amara Okafor')
    await userEvent.type(screen.getByLabelText('Phone number'), '+442079460958')
    await userEvent.type(screen.getByLabelText('Email address'), 'amara@example.com')
    expect(screen.getByText('You pay $80.00 (your net rate).')).toBeVisible()
    const price = screen.getByLabelText('Selling price in USD (optional)')
    expect(price).toHaveAttribute('placeholder', '100.00')
    expect(price).toHaveAccessibleDescription(/Left empty, the traveller is shown \$100\.00/)

    // Meet & greet adds to the net, and so to the lowest price allowed.
    await userEvent.click(screen.getByLabelText('Meet & greet'))
    expect(screen.getByText('You pay $96.00 (your net rate).')).toBeVisible()
    await userEvent.type(price, '95.99')
    await userEvent.click(continueButton())
    expect(await screen.findByText(ratePlanMessages.sellingBelowNet(9600))).toBeVisible()
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(price)
    await userEvent.type(price, 'twelve')
    await userEvent.tab()
    expect(await screen.findByText(ratePlanMessages.sellingPriceInvalid)).toBeVisible()

    await userEvent.clear(price)
    await userEvent.type(price, '$130')
    expect(screen.queryByText(ratePlanMessages.sellingPriceInvalid)).not.toBeInTheDocument()
    await userEvent.click(continueButton())
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('asks no selling price of anyone else', () => {
    render(<Harness />)
    expect(screen.queryByLabelText('Selling price in USD (optional)')).not.toBeInTheDocument()
  })
})
