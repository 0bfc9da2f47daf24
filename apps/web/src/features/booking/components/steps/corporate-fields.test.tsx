import {
  bookingFieldsMessages,
  defaultPreferences,
  emptyCorporateValues,
  type BookingFields,
  type CorporateValues,
} from '@ridelane/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { sedan } from '../../testing/booking-fixtures'
import { PassengerStep } from './passenger-step'

// A partner's cost centre and booking reference at step 3 (docs/decisions/045-corporate-booking-fields.md).

const settings: BookingFields = {
  cost_centre: {
    mode: 'required',
    centres: [
      { code: 'SALES', name: 'Sales team' },
      { code: 'OPS', name: '' },
    ],
  },
  booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
}

const filled = {
  name: 'Amara Okafor',
  phone: '+442079460958',
  email: 'amara@example.com',
  whatsapp: '',
  notes: '',
}

function Harness({
  fields = settings,
  onSubmit = vi.fn(),
  onValues = vi.fn(),
}: {
  /** null: no corporate fields at all, as for a traveller. */
  fields?: BookingFields | null
  onSubmit?: () => void
  onValues?: (values: CorporateValues) => void
}) {
  const [values, setValues] = useState(emptyCorporateValues)
  onValues(values)
  return (
    <PassengerStep
      vehicle={sedan}
      passengerDetails={filled}
      preferences={defaultPreferences}
      display={{ currency: 'USD', rate: 1 }}
      onDraftChange={() => {}}
      onPreferencesChange={() => {}}
      onSubmit={onSubmit}
      submitting={false}
      corporate={fields ? { settings: fields, values, onChange: setValues } : undefined}
    />
  )
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to Review & Payment' })

describe('the partner’s booking fields at step 3', () => {
  it('are not there for a traveller, nor for an account that uses neither', () => {
    const { unmount } = render(<Harness fields={null} />)
    expect(screen.queryByLabelText(/Cost centre/)).not.toBeInTheDocument()
    unmount()
    render(
      <Harness
        fields={{
          cost_centre: { mode: 'off', centres: [] },
          booking_reference: { mode: 'off', label: 'PO number', mask: '' },
        }}
      />,
    )
    expect(screen.queryByLabelText(/Cost centre/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/PO number/)).not.toBeInTheDocument()
  })

  it('mark the required one, and stop Continue with the domain’s messages', async () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    const centre = screen.getByLabelText('Cost centre *')
    const reference = screen.getByLabelText('PO number (optional)')
    expect(screen.getByText('Format: "PO-" then 4 digits')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'SALES · Sales team' })).toBeInTheDocument()

    await userEvent.type(reference, 'PO-12')
    await userEvent.tab()
    expect(
      await screen.findByText('The PO number must be "PO-" then 4 digits, for example PO-1234'),
    ).toBeVisible()
    await userEvent.click(continueButton())
    expect(await screen.findByText(bookingFieldsMessages.formCostCentreRequired)).toBeVisible()
    expect(centre).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.selectOptions(centre, 'SALES')
    expect(screen.queryByText(bookingFieldsMessages.formCostCentreRequired)).not.toBeInTheDocument()
    await userEvent.type(reference, '34')
    await userEvent.click(continueButton())
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })

  it('hand the values up as they are typed', async () => {
    const onValues = vi.fn()
    render(<Harness onValues={onValues} />)
    await userEvent.selectOptions(screen.getByLabelText('Cost centre *'), 'OPS')
    await userEvent.type(screen.getByLabelText('PO number (optional)'), 'PO-0001')
    expect(onValues).toHaveBeenLastCalledWith({ cost_centre: 'OPS', booking_reference: 'PO-0001' })
  })
})
