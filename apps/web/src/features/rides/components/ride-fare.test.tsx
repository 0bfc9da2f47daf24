import {
  PAYMENT_WITH_PARTNER_TEXT,
  PRICE_HIDDEN_TEXT,
  RECEIPT_WITH_PARTNER_TEXT,
} from '@ridelane/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildRide, RIDE_CODE } from '../testing/ride-fixtures'
import { RideFare } from './ride-fare'
import { RideReceipt } from './ride-support'

// A net-rate partner's booking on its traveller's page (decision 043): the partner's selling
// price, or none, and nothing of the net the partner pays.

const netBooking = (fare: NonNullable<Parameters<typeof buildRide>[0]>['fare']) =>
  buildRide({
    money_with_partner: true,
    money: { paid: 0, refunded: 0, refund_pending: 0, due: 0 },
    payments: [],
    receipt: { available: false, invoice_number: null },
    fare,
  })

describe('the fare of a booking sold by a partner on net rates', () => {
  it('shows the selling price and says the payment is the partner’s', () => {
    render(
      <RideFare
        ride={netBooking({ lines: [{ label: 'Ride price', amount: 99.5 }], total: 99.5 })}
      />,
    )
    expect(screen.getByText('Ride price')).toBeVisible()
    expect(screen.getAllByText('$99.50')).toHaveLength(2)
    expect(screen.getByText(PAYMENT_WITH_PARTNER_TEXT)).toBeVisible()
    expect(screen.queryByText('Paid')).not.toBeInTheDocument()
  })

  it('shows no price when the partner hides prices', () => {
    render(<RideFare ride={netBooking({ lines: [], total: 0, price_hidden: true })} />)
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeVisible()
    expect(screen.queryByText('Total')).not.toBeInTheDocument()
  })

  it('sends the traveller to the partner for a receipt', () => {
    render(<RideReceipt ride={netBooking({})} access={{ ref: RIDE_CODE, token: 't' }} />)
    expect(screen.getByText(RECEIPT_WITH_PARTNER_TEXT)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument()
  })
})
