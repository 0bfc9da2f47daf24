import { wizardUrlFromWidget } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { bookingWizardReducer, initialBookingWizardState } from './booking-flow-reducer'
import { wizardFromHandover, withoutHandover } from './widget-handover'

const searchOf = (url: string) => new URL(url).searchParams

const saved = {
  ...initialBookingWizardState,
  flow: {
    ...initialBookingWizardState.flow,
    passengerDetails: { ...initialBookingWizardState.flow.passengerDetails, name: 'Amara Okafor' },
    currentPage: 3 as const,
  },
}

describe('the widget handover', () => {
  it('starts a new trip at step 1 from what the widget sent, keeping the passenger', () => {
    const url = wizardUrlFromWidget(
      'https://rides.example',
      {
        rideType: 'one-way',
        pickup: 'Heathrow Airport',
        dropoff: 'Paddington',
        date: '2030-05-04',
        time: '09:15',
        passengers: 3,
      },
      'k7m2pq9x',
    )
    const state = wizardFromHandover(searchOf(url), saved)!
    expect(state.referralCode).toBe('K7M2PQ9X')
    expect(state.flow.currentPage).toBe(1)
    expect(state.tripConfirmed).toBe(false)
    expect(state.flow.passengerDetails.name).toBe('Amara Okafor')
    expect(state.flow.rideDetails).toMatchObject({
      rideType: 'one-way',
      pickup: { address: 'Heathrow Airport', lat: null, lng: null },
      dropoff: { address: 'Paddington', lat: null, lng: null },
      date: '2030-05-04',
      time: '09:15',
      passengers: 3,
    })
  })

  it('takes hours for an hourly ride and leaves odd values for the traveller to fill', () => {
    const search = new URLSearchParams(
      'ride_type=hourly&pickup=Savoy&dropoff=Ignored&hours=5&date=2030-02-31&time=25:00&passengers=99',
    )
    const ride = wizardFromHandover(search, saved)!.flow.rideDetails
    expect(ride).toMatchObject({
      rideType: 'hourly',
      duration: 5,
      date: '',
      time: '',
      passengers: 1,
      dropoff: { address: '' },
    })
  })

  it('drops a malformed ref and keeps the saved wizard for a ref-only link', () => {
    const bad = wizardFromHandover(new URLSearchParams('ride_type=one-way&ref=<script>'), {
      ...saved,
      referralCode: 'K7M2PQ9X',
    })!
    expect(bad.referralCode).toBe('K7M2PQ9X')
    const refOnly = wizardFromHandover(new URLSearchParams('ref=ABCDEFGH'), saved)!
    expect(refOnly.flow).toBe(saved.flow)
    expect(refOnly.referralCode).toBe('ABCDEFGH')
    expect(wizardFromHandover(new URLSearchParams('payment=return'), saved)).toBeNull()
  })

  it('removes only its own parameters from the address', () => {
    const rest = withoutHandover(
      new URLSearchParams('ride_type=hourly&ref=ABCDEFGH&payment=return'),
    )
    expect(rest.toString()).toBe('payment=return')
  })

  it('keeps the referral when the wizard starts over in the same tab', () => {
    const state = bookingWizardReducer({ ...saved, referralCode: 'ABCDEFGH' }, { type: 'reset' })
    expect(state.referralCode).toBe('ABCDEFGH')
    expect(state.flow).toEqual(initialBookingWizardState.flow)
  })
})
