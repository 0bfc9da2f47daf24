import { bookingFieldsMessages, DEFAULT_BOOKING_FIELDS, type BookingFields } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  sentBody,
  signedInPartner,
  type CallHandler,
} from '../testing/partner-screen'
import { BookingFieldsSection } from './booking-fields-section'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const saved: BookingFields = {
  cost_centre: {
    mode: 'required',
    centres: [
      { code: 'SALES', name: 'Sales team' },
      { code: 'OPS', name: '' },
    ],
  },
  booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

function renderSection(
  fields: BookingFields = DEFAULT_BOOKING_FIELDS,
  save: CallHandler = (options) => ({
    message: bookingFieldsMessages.saved,
    fields: options.body,
  }),
  readOnly = false,
) {
  answerCalls(apiRequest, {
    'GET /partners/booking-fields': () => fields,
    'PUT /partners/booking-fields': save,
  })
  renderPartnerScreen(<BookingFieldsSection readOnly={readOnly} />, {
    path: '/partner/profile',
    auth: readOnly
      ? {
          ...signedInPartner,
          viewer: { kind: 'member', email: 'anna@harbourtravel.test', role: 'booker' },
        }
      : signedInPartner,
  })
  return screen.findByLabelText('Cost centres')
}

describe('the booking fields on the profile page', () => {
  it('shows the saved settings, the cost centres a line each', async () => {
    const centres = await renderSection(saved)
    expect(centres).toHaveValue('SALES, Sales team\nOPS')
    expect(screen.getByLabelText('Cost centre on bookings')).toHaveValue('required')
    expect(screen.getByLabelText('Booking reference on bookings')).toHaveValue('optional')
    expect(screen.getByLabelText('Reference label')).toHaveValue('PO number')
    expect(screen.getByLabelText('Reference format')).toHaveValue('PO-####')
    expect(screen.getByText('"PO-" then 4 digits, for example PO-1234')).toBeInTheDocument()
  })

  it('saves what an admin sets, as the API takes it', async () => {
    const centres = await renderSection()
    await user.selectOptions(screen.getByLabelText('Cost centre on bookings'), 'required')
    await user.type(centres, 'SALES, Sales team{Enter}OPS')
    await user.selectOptions(screen.getByLabelText('Booking reference on bookings'), 'optional')
    await user.clear(screen.getByLabelText('Reference label'))
    await user.type(screen.getByLabelText('Reference label'), 'PO number')
    await user.type(screen.getByLabelText('Reference format'), 'PO-####')
    await user.click(screen.getByRole('button', { name: 'Save booking fields' }))
    expect(await screen.findByText(bookingFieldsMessages.saved)).toBeInTheDocument()
    expect(sentBody(apiRequest, 'PUT /partners/booking-fields')).toEqual(saved)
  })

  it('says what is wrong on the field, a cost centre with its line, before sending', async () => {
    const centres = await renderSection()
    await user.selectOptions(screen.getByLabelText('Cost centre on bookings'), 'optional')
    await user.type(centres, 'SALES{Enter}two words')
    await user.click(screen.getByRole('button', { name: 'Save booking fields' }))
    expect(await screen.findByText(`Line 2: ${bookingFieldsMessages.codeInvalid}`)).toBeVisible()
    expect(centres).toHaveAttribute('aria-invalid', 'true')
    expect(sentBody(apiRequest, 'PUT /partners/booking-fields')).toBeUndefined()
  })

  it('shows the server’s refusal', async () => {
    await renderSection(saved, failWith(403, 'Only an admin of your account can do this.'))
    await user.click(screen.getByRole('button', { name: 'Save booking fields' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of your account can do this.',
    )
  })

  it('lets a booker read them without changing them', async () => {
    const centres = await renderSection(saved, undefined, true)
    expect(centres).toBeDisabled()
    expect(
      screen.getByText('Only an admin of your account can change the booking fields.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save booking fields' })).toBeDisabled()
  })
})
