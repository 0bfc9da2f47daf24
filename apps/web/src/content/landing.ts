import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import {
  FREE_MODIFICATION_HOURS_BEFORE_PICKUP,
  defaultWaitingPolicy as waiting,
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
} from '@ridelane/domain'
import { translatedList, withTranslatedFields } from './translated-text'
import { paths } from '@/config/paths'

// The figures of the domain, named as the messages' placeholders.
const freeMinutes = waiting.freeMinutesAirportArrival
const minHours = HOURLY_DURATION_BOUNDS.min
const maxHours = HOURLY_DURATION_BOUNDS.max
const maxDays = MULTIDAY_DAYS_BOUNDS.max
const changeHours = FREE_MODIFICATION_HOURS_BEFORE_PICKUP

/** A card of the landing page: its title and summary, shown with `i18n._`. */
export type LandingCard = { title: MessageDescriptor; summary: MessageDescriptor }

// Read as strings (policy-figures.test.ts): translated when read, see ./translated-text.
export const heroHighlights = translatedList([
  msg`Fixed fare shown before you pay`,
  msg`Flight tracking and ${plural(freeMinutes, { one: '# minute', other: '# minutes' })} free waiting at airports`,
  msg`Licensed local drivers, vehicles under 5 years old`,
])

export const services: readonly LandingCard[] = [
  {
    title: msg`Airport Transfers`,
    summary: msg`Your driver follows your flight and waits in arrivals, with ${plural(freeMinutes, { one: '# minute', other: '# minutes' })} of free waiting from landing.`,
  },
  {
    title: msg`Corporate Travel`,
    summary: msg`Roadshows, client visits and team transfers on one partner account, with invoices for every ride.`,
  },
  {
    title: msg`Private City Tours`,
    summary: msg`Hire a car and driver from ${minHours} to ${plural(maxHours, { one: '# hour', other: '# hours' })}, or for up to ${plural(maxDays, { one: '# day', other: '# days' })}, and see the city at your own pace.`,
  },
  {
    title: msg`Special Events`,
    summary: msg`Weddings, conferences and concerts, with minibuses and coaches for every guest list.`,
  },
]

export const solutions: readonly LandingCard[] = [
  {
    title: msg`Travellers`,
    summary: msg`Book in a few taps without an account. One fixed fare, a vetted driver and support at any hour.`,
  },
  {
    title: msg`Travel Brands`,
    summary: msg`Offer rides to your customers through our API, a white-label booking site or affiliate links.`,
  },
  {
    title: msg`Transfer Companies`,
    summary: msg`Receive bookings from travellers worldwide and fill the quiet hours of your fleet.`,
  },
  {
    title: msg`Drivers`,
    summary: msg`Clear trip details before every pickup: flight, passengers, luggage and notes from the rider.`,
  },
]

export const howItComesTogether: readonly { step: MessageDescriptor; detail: MessageDescriptor }[] =
  [
    {
      step: msg`You book`,
      detail: msg`A traveller, agency or corporate chooses a vehicle and pays one fixed fare.`,
    },
    {
      step: msg`We match`,
      detail: msg`Ridelane passes the ride to a licensed local transfer company in that city.`,
    },
    {
      step: msg`They drive`,
      detail: msg`A professional driver meets the rider, and our support team stays on hand.`,
    },
  ]

export const fleetHighlights = [
  {
    title: msg`Sedan`,
    seats: msg`1-3 passengers`,
    summary: msg`Everyday, comfort, business and first-class sedans.`,
    image: '/images/fleet/sedan.svg',
    to: `${paths.fleet}#sedan`,
  },
  {
    title: msg`MPV/SUV and Vans`,
    seats: msg`Up to 8 passengers`,
    summary: msg`SUVs, MPVs and business minivans for families and teams.`,
    image: '/images/fleet/suv.svg',
    to: `${paths.fleet}#suv`,
  },
  {
    title: msg`Minibuses and Coach`,
    seats: msg`8 to 55 passengers`,
    summary: msg`Tempo Travellers, minibuses, coaches and party buses.`,
    image: '/images/fleet/minibus-8.svg',
    to: `${paths.fleet}#minibus-8`,
  },
] as const

export const reasonsToChoose = [
  { id: 'countries', figure: msg`100+`, label: msg`countries covered` },
  { id: 'airports', figure: msg`1,000+`, label: msg`airports served` },
  { id: 'vehicle-age', figure: msg`< 5 yrs`, label: msg`vehicle age` },
  { id: 'support', figure: msg`24/7`, label: msg`human support` },
] as const

// Read as strings (policy-figures.test.ts): translated when read, see ./translated-text.
export const promises = [
  withTranslatedFields(
    { id: 'price' },
    {
      title: msg`The price you see is the price you pay`,
      detail: msg`Tolls, airport fees, fuel and standard waiting are in the fare.`,
    },
  ),
  withTranslatedFields(
    { id: 'licensed' },
    {
      title: msg`Licensed providers only`,
      detail: msg`Every ride is run by a licensed local transport company.`,
    },
  ),
  withTranslatedFields(
    { id: 'changes' },
    {
      title: msg`Plans change, we understand`,
      detail: msg`One free change up to ${plural(changeHours, { one: '# hour', other: '# hours' })} before pickup, and clear refund rules.`,
    },
  ),
]
