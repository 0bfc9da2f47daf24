import { SETTLED_WITH_PARTNER_TEXT, type PaymentView, type Place } from '@ridelane/domain'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  baseRide,
  callsTo,
  openPayment,
  renderOnRidePage,
  tokenAccess,
} from '../testing/ride-action-fixtures'
import { ChangeRidePanel } from './change-ride-panel'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const changeId = '0d7c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d'
const pending = {
  id: changeId,
  difference: 25,
  new_total: 145,
  created_at: '2030-01-12T10:00:00.000Z',
}
const changedRide = {
  ...baseRide,
  version: 4,
  change: { ...baseRide.change, allowed: false, refused_message: 'Changed once already.' },
}
const awaitingRide = { ...baseRide, version: 4, change: { ...baseRide.change, pending } }
const paymentPath = `/rides/ABCD2345/changes/${changeId}/payment`

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Change ride' }))
  // The form is its own chunk: it shows once loaded.
  return screen.findByLabelText('Passengers')
}

describe('ChangeRidePanel', () => {
  it('prefills the ride, prices the change as it is edited, and applies it', async () => {
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': (init) => {
        const { change } = init?.body as { change: { passengers?: number } }
        return change.passengers === 3
          ? { allowed: true, difference: 15, new_total: 135, lines: [], message: null }
          : { allowed: true, difference: -10, new_total: 110, lines: [], message: null }
      },
      'POST /rides/ABCD2345/changes': () => ({
        change: { id: changeId, status: 'applied', difference: -10, new_total: 110 },
        ride: changedRide,
      }),
    })
    const onUpdated = vi.fn()
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={onUpdated} />)
    const passengers = await openForm()

    // 10:30 in New York is 15:30 UTC.
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2030-01-15')
    expect(screen.getByLabelText('Pickup time')).toHaveValue('10:30')
    expect(passengers).toHaveValue('2')
    expect(screen.getByLabelText('Flight number (optional)')).toHaveValue('BA117')
    expect(screen.getByText('Change a detail above to see the new price.')).toBeVisible()

    await userEvent.selectOptions(passengers, '3')
    expect(await screen.findByText('You pay $15.00 more')).toBeVisible()
    expect(screen.getByText('New total: $135.00')).toBeVisible()

    await userEvent.selectOptions(passengers, '2')
    await userEvent.selectOptions(screen.getByLabelText('Bags'), '1')
    expect(await screen.findByText('We refund $10.00')).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes/preview').at(-1)?.[1]?.body).toEqual({
      change: { luggage_count: 1 },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
    const [submitted] = callsTo('POST', '/rides/ABCD2345/changes')
    expect(submitted?.[1]?.body).toEqual({ change: { luggage_count: 1 }, expected_version: 3 })
    expect(submitted?.[1]?.headers).toMatchObject({
      'X-Booking-Token': 'ride-token',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    })
    expect(await screen.findByText(/Your ride is changed. We refund \$10.00/)).toBeVisible()
    expect(onUpdated).toHaveBeenCalledWith(changedRide)
  })

  it('shows a net-rate booking’s traveller the new ride price, never an amount we move', async () => {
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 0,
        new_total: 130.43,
        lines: [{ label: 'Ride price', amount: 130.43 }],
        message: SETTLED_WITH_PARTNER_TEXT,
        money_with_partner: true,
      }),
      'POST /rides/ABCD2345/changes': () => ({
        change: {
          id: changeId,
          status: 'applied',
          difference: 0,
          new_total: 130.43,
          money_with_partner: true,
        },
        ride: changedRide,
      }),
    })
    const netRide = { ...baseRide, money_with_partner: true }
    renderOnRidePage(<ChangeRidePanel ride={netRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await userEvent.selectOptions(await openForm(), '3')
    expect(await screen.findByText('New ride price: $130.43')).toBeVisible()
    expect(screen.getByText(SETTLED_WITH_PARTNER_TEXT)).toBeVisible()
    expect(screen.queryByText(/You pay|We refund|New total/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
    expect(
      await screen.findByText(`Your ride is changed. ${SETTLED_WITH_PARTNER_TEXT}`),
    ).toBeVisible()
  })

  it('sends date and time together, in the pickup’s zone', async () => {
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 0,
        new_total: 120,
        lines: [],
        message: null,
      }),
    })
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await openForm()
    const time = screen.getByLabelText('Pickup time')
    await userEvent.clear(time)
    await userEvent.type(time, '12:45')
    expect(await screen.findByText('No change to the price')).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes/preview').at(-1)?.[1]?.body).toEqual({
      change: { date: '2030-01-15', time: '12:45' },
    })
  })

  it('offers a new dropoff on a one-way ride, prices it and sends the picked place', async () => {
    const newark: Place = {
      id: 'place-ewr',
      type: 'airport',
      name: 'Newark Liberty International Airport',
      address: 'Newark, NJ 07114, USA',
      lat: 40.6895,
      lng: -74.1745,
      timezone: 'America/New_York',
      country_code: 'US',
      iata: 'EWR',
    }
    const dropoff = {
      location: 'Newark Liberty International Airport, Newark, NJ 07114, USA',
      lat: 40.6895,
      lng: -74.1745,
      place_id: 'place-ewr',
      timezone: 'America/New_York',
    }
    answerCalls({
      'GET /places/search': (init) => ({ places: init?.query?.q === 'Newark' ? [newark] : [] }),
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 18,
        new_total: 138,
        lines: [],
        message: null,
      }),
      'POST /rides/ABCD2345/changes': () => ({
        change: { id: changeId, status: 'awaiting_payment', difference: 18, new_total: 138 },
        ride: awaitingRide,
      }),
      [`POST ${paymentPath}`]: () => openPayment,
    })
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await openForm()
    const field = screen.getByRole('combobox', { name: 'New dropoff (optional)' })
    expect(field).toHaveValue('')
    expect(screen.getByText('Now: Times Square, New York. Leave empty to keep it.')).toBeVisible()

    await userEvent.type(field, 'Newark')
    await userEvent.click(await screen.findByRole('option', { name: /Newark Liberty/ }))
    expect(field).toHaveValue(dropoff.location)
    expect(await screen.findByText('You pay $18.00 more')).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes/preview').at(-1)?.[1]?.body).toEqual({
      change: { dropoff },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
    expect(await screen.findByRole('heading', { name: 'Pay for your change' })).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes')[0]?.[1]?.body).toEqual({
      change: { dropoff },
      expected_version: 3,
    })
  })

  it('keeps a dropoff typed but not picked from being sent', async () => {
    answerCalls({
      'GET /places/search': () => ({ places: [] }),
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 0,
        new_total: 120,
        lines: [],
        message: null,
      }),
    })
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await userEvent.selectOptions(await openForm(), '3')
    const field = screen.getByRole('combobox', { name: 'New dropoff (optional)' })
    await userEvent.type(field, 'Hoboken')
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
    expect(await screen.findByText('Choose a place from the suggestions')).toBeVisible()
    // Nor the passengers alone, as if the dropoff had been left as it was.
    expect(callsTo('POST', '/rides/ABCD2345/changes')).toHaveLength(0)

    // Emptied, the field keeps the dropoff and the rest of the change goes through.
    await userEvent.clear(field)
    expect(screen.queryByText('Choose a place from the suggestions')).toBeNull()
    expect(await screen.findByText('No change to the price')).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes/preview').at(-1)?.[1]?.body).toEqual({
      change: { passengers: 3 },
    })
  })

  it('offers no new dropoff when the ride’s dropoff cannot be changed', async () => {
    renderOnRidePage(
      <ChangeRidePanel
        ride={{
          ...baseRide,
          trip: { ...baseRide.trip, is_round_trip: true },
          change: { ...baseRide.change, dropoff_changeable: false },
        }}
        access={tokenAccess}
        onUpdated={vi.fn()}
      />,
    )
    await openForm()
    expect(screen.getByLabelText('Flight number (optional)')).toBeVisible()
    expect(screen.queryByRole('combobox', { name: /dropoff/i })).toBeNull()
  })

  it('shows the server’s conflict on submit', async () => {
    const message = 'You have already changed this ride once. Write to support@ridelane.com.'
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 0,
        new_total: 120,
        lines: [],
        message: null,
      }),
      'POST /rides/ABCD2345/changes': () => {
        throw new ApiError(message, { status: 409, code: 'CONFLICT' })
      },
    })
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await openForm()
    await userEvent.click(screen.getByRole('checkbox', { name: /Meet & greet/ }))
    expect(await screen.findByText('No change to the price')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(callsTo('POST', '/rides/ABCD2345/changes')[0]?.[1]?.body).toEqual({
      change: { meet_greet_applicable: true },
      expected_version: 3,
    })
  })

  it('shows the preview’s refusal and keeps the change from being sent', async () => {
    const message = 'Pickups within 2 hours cannot be booked. Choose a later time.'
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: false,
        difference: 0,
        new_total: 120,
        lines: [],
        message,
      }),
    })
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    await openForm()
    await userEvent.selectOptions(screen.getByLabelText('Bags'), '0')
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save the change' })).toBeDisabled()
  })

  it('asks for the card when the change costs more, and applies it once paid', async () => {
    const paidView: PaymentView = {
      ...openPayment,
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    }
    answerCalls({
      'POST /rides/ABCD2345/changes/preview': () => ({
        allowed: true,
        difference: 25,
        new_total: 145,
        lines: [],
        message: null,
      }),
      'POST /rides/ABCD2345/changes': () => ({
        change: { id: changeId, status: 'awaiting_payment', difference: 25, new_total: 145 },
        ride: awaitingRide,
      }),
      [`POST ${paymentPath}`]: () => openPayment,
      [`POST ${paymentPath}/card`]: () => paidView,
    })
    const onUpdated = vi.fn()
    renderOnRidePage(<ChangeRidePanel ride={baseRide} access={tokenAccess} onUpdated={onUpdated} />)
    await openForm()
    await userEvent.selectOptions(screen.getByLabelText('Passengers'), '4')
    expect(await screen.findByText('You pay $25.00 more')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))

    expect(await screen.findByRole('heading', { name: 'Pay for your change' })).toBeVisible()
    expect(onUpdated).toHaveBeenCalledWith(awaitingRide)
    await userEvent.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242')
    await userEvent.type(screen.getByLabelText('Month (MM)'), '4')
    await userEvent.type(screen.getByLabelText('Year (YYYY)'), '2040')
    await userEvent.type(screen.getByLabelText('CVC'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }))

    await waitFor(() => expect(callsTo('POST', `${paymentPath}/card`)).toHaveLength(1))
    const [card] = callsTo('POST', `${paymentPath}/card`)
    expect(card?.[1]?.body).toEqual({
      number: '4242424242424242',
      exp_month: 4,
      exp_year: 2040,
      cvc: '123',
      return_url: '/rides/ABCD2345',
    })
    expect(card?.[1]?.headers).toHaveProperty('Idempotency-Key')
    expect(await screen.findByText('Your ride is changed. The new total is $145.00.')).toBeVisible()
    expect(onUpdated).toHaveBeenLastCalledWith()
  })

  it('opens the waiting change’s payment at once, and can drop it', async () => {
    answerCalls({
      [`POST ${paymentPath}`]: () => openPayment,
      [`DELETE /rides/ABCD2345/changes/${changeId}`]: () => baseRide,
    })
    const onUpdated = vi.fn()
    renderOnRidePage(
      <ChangeRidePanel ride={awaitingRide} access={tokenAccess} onUpdated={onUpdated} />,
    )
    expect(await screen.findByLabelText('Card number')).toBeVisible()
    expect(screen.getByText(/\$25.00 more/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Change ride' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Keep my booking as it is' }))
    expect(await screen.findByText('Your booking stays as it was.')).toBeVisible()
    expect(onUpdated).toHaveBeenCalledWith(baseRide)
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })

  it('shows a decline, empties the card and tries the next card under a new key', async () => {
    const declined: PaymentView = {
      ...openPayment,
      status: 'declined',
      decline_message: 'Your card was declined. Please use another card.',
    }
    answerCalls({
      [`POST ${paymentPath}`]: () => openPayment,
      [`POST ${paymentPath}/card`]: () => declined,
    })
    renderOnRidePage(
      <ChangeRidePanel ride={awaitingRide} access={tokenAccess} onUpdated={vi.fn()} />,
    )
    async function pay() {
      await userEvent.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002')
      await userEvent.type(screen.getByLabelText('Month (MM)'), '12')
      await userEvent.type(screen.getByLabelText('Year (YYYY)'), '2040')
      await userEvent.type(screen.getByLabelText('CVC'), '123')
      await userEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }))
    }
    await pay()
    expect(await screen.findByText(declined.decline_message!)).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveValue(''))
    await pay()
    await waitFor(() => expect(callsTo('POST', `${paymentPath}/card`)).toHaveLength(2))
    const keys = callsTo('POST', `${paymentPath}/card`).map(
      ([, init]) => init?.headers?.['Idempotency-Key'],
    )
    expect(keys[0]).not.toEqual(keys[1])
  })

  it('goes to the bank’s check when the card needs one', async () => {
    answerCalls({
      [`POST ${paymentPath}`]: () => openPayment,
      [`POST ${paymentPath}/card`]: () => ({
        ...openPayment,
        status: 'requires_action',
        action_url: '/pay/sandbox/challenge/ref-1',
      }),
    })
    renderOnRidePage(
      <ChangeRidePanel ride={awaitingRide} access={tokenAccess} onUpdated={vi.fn()} />,
    )
    await userEvent.type(await screen.findByLabelText('Card number'), '4000 0027 6000 3184')
    await userEvent.type(screen.getByLabelText('Month (MM)'), '12')
    await userEvent.type(screen.getByLabelText('Year (YYYY)'), '2040')
    await userEvent.type(screen.getByLabelText('CVC'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/pay/sandbox/challenge/ref-1'),
    )
  })

  it('shows why the ride cannot be changed, pointing to support', () => {
    const refused =
      'Changes close 24 hours before pickup. Write to support@ridelane.com and we will help.'
    renderOnRidePage(
      <ChangeRidePanel
        ride={{
          ...baseRide,
          change: { ...baseRide.change, allowed: false, refused_message: refused },
        }}
        access={tokenAccess}
        onUpdated={vi.fn()}
      />,
    )
    expect(screen.getByText(refused)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Change ride' })).toBeNull()
  })
})
