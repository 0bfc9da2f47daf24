import {
  FREE_MODIFICATION_HOURS_BEFORE_PICKUP,
  defaultWaitingPolicy as waiting,
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
} from '@ridelane/domain'
import { hoursText, minutesText } from './policy-text'
import { paths } from '@/config/paths'

export const heroHighlights = [
  'Fixed fare shown before you pay',
  `Flight tracking and ${minutesText(waiting.freeMinutesAirportArrival)} free waiting at airports`,
  'Licensed local drivers, vehicles under 5 years old',
] as const

export const services = [
  {
    title: 'Airport Transfers',
    summary: `Your driver follows your flight and waits in arrivals, with ${minutesText(waiting.freeMinutesAirportArrival)} of free waiting from landing.`,
  },
  {
    title: 'Corporate Travel',
    summary:
      'Roadshows, client visits and team transfers on one partner account, with invoices for every ride.',
  },
  {
    title: 'Private City Tours',
    summary: `Hire a car and driver from ${HOURLY_DURATION_BOUNDS.min} to ${hoursText(HOURLY_DURATION_BOUNDS.max)}, or for up to ${MULTIDAY_DAYS_BOUNDS.max} days, and see the city at your own pace.`,
  },
  {
    title: 'Special Events',
    summary: 'Weddings, conferences and concerts, with minibuses and coaches for every guest list.',
  },
] as const

export const solutions = [
  {
    title: 'Travellers',
    summary:
      'Book in a few taps without an account. One fixed fare, a vetted driver and support at any hour.',
  },
  {
    title: 'Travel Brands',
    summary:
      'Offer rides to your customers through our API, a white-label booking site or affiliate links.',
  },
  {
    title: 'Transfer Companies',
    summary: 'Receive bookings from travellers worldwide and fill the quiet hours of your fleet.',
  },
  {
    title: 'Drivers',
    summary:
      'Clear trip details before every pickup: flight, passengers, luggage and notes from the rider.',
  },
] as const

export const howItComesTogether = [
  {
    step: 'You book',
    detail: 'A traveller, agency or corporate chooses a vehicle and pays one fixed fare.',
  },
  {
    step: 'We match',
    detail: 'Ridelane passes the ride to a licensed local transfer company in that city.',
  },
  {
    step: 'They drive',
    detail: 'A professional driver meets the rider, and our support team stays on hand.',
  },
] as const

export const fleetHighlights = [
  {
    title: 'Sedan',
    seats: '1-3 passengers',
    summary: 'Everyday, comfort, business and first-class sedans.',
    image: '/images/fleet/sedan.svg',
    to: `${paths.fleet}#sedan`,
  },
  {
    title: 'MPV/SUV and Vans',
    seats: 'Up to 8 passengers',
    summary: 'SUVs, MPVs and business minivans for families and teams.',
    image: '/images/fleet/suv.svg',
    to: `${paths.fleet}#suv`,
  },
  {
    title: 'Minibuses and Coach',
    seats: '8 to 55 passengers',
    summary: 'Tempo Travellers, minibuses, coaches and party buses.',
    image: '/images/fleet/minibus-8.svg',
    to: `${paths.fleet}#minibus-8`,
  },
] as const

export const reasonsToChoose = [
  { figure: '100+', label: 'countries covered' },
  { figure: '1,000+', label: 'airports served' },
  { figure: '< 5 yrs', label: 'vehicle age' },
  { figure: '24/7', label: 'human support' },
] as const

export const promises = [
  {
    title: 'The price you see is the price you pay',
    detail: 'Tolls, airport fees, fuel and standard waiting are in the fare.',
  },
  {
    title: 'Licensed providers only',
    detail: 'Every ride is run by a licensed local transport company.',
  },
  {
    title: 'Plans change, we understand',
    detail: `One free change up to ${hoursText(FREE_MODIFICATION_HOURS_BEFORE_PICKUP)} before pickup, and clear refund rules.`,
  },
] as const
