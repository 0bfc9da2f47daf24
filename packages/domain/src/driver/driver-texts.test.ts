import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { driverArrivedText, driverAssignedText, meetingSentence } from './driver-texts'

// English, as the API's catalogue gives it: the message is its own key.
const i18n = setupI18n({ locale: 'en', messages: {} })

describe('the texts of a driver’s job', () => {
  it('say where to meet by the ride page’s rules', () => {
    expect(
      meetingSentence(i18n, {
        atAirport: true,
        pickup: 'JFK',
        nameSign: 'Amara Okafor',
        freeWaitingMinutes: 60,
      }),
    ).toBe(
      'Your driver meets you inside the arrivals hall, holding a sign with the name Amara Okafor. Waiting is free for 60 minutes.',
    )
    expect(
      meetingSentence(i18n, {
        atAirport: false,
        pickup: '5 Main St',
        nameSign: null,
        freeWaitingMinutes: 15,
      }),
    ).toBe('Your driver meets you at the pickup: 5 Main St. Waiting is free for 15 minutes.')
  })

  it('name the driver, phone, vehicle, colour and plate', () => {
    const ride = {
      bookingCode: '7KQ4M2XD',
      when: 'Tue 15 Jan 2030, 10:30',
      pickup: 'JFK',
      driver: 'Luis Ortega',
      phone: '+12125550199',
      vehicle: { colour: 'Black', makeModel: 'Toyota Corolla', plate: 'T 600' },
      meet: 'Meet inside arrivals.',
      link: 'https://ridelane.example/rides/7KQ4M2XD#token',
    }
    expect(driverAssignedText(i18n, ride)).toBe(
      'Your ride 7KQ4M2XD on Tue 15 Jan 2030, 10:30: your driver is Luis Ortega (+12125550199) in a Black Toyota Corolla, plate T 600. Meet inside arrivals. Your ride page: https://ridelane.example/rides/7KQ4M2XD#token',
    )
    expect(driverAssignedText(i18n, ride, true)).toMatch(/^Reminder: your ride 7KQ4M2XD/)
  })

  it('link the arrival to the ride page', () => {
    expect(
      driverArrivedText(i18n, {
        bookingCode: '7KQ4M2XD',
        driver: 'Luis Ortega',
        meet: 'Meet inside arrivals.',
        link: 'https://ridelane.example/rides/7KQ4M2XD#token',
      }),
    ).toBe(
      'Your driver Luis Ortega has arrived for ride 7KQ4M2XD. Meet inside arrivals. Your ride page: https://ridelane.example/rides/7KQ4M2XD#token',
    )
  })
})
