import { paths } from '@/config/paths'

export const services = [
  {
    title: 'Airport Transfers',
    summary: 'Your driver tracks the flight and waits in arrivals, even when you land late.',
  },
  {
    title: 'Corporate Travel',
    summary: 'One account for the whole team, with clear invoices and drivers who keep time.',
  },
  {
    title: 'Private City Tours',
    summary: 'Hire a car and driver by the hour and see the city at your own pace.',
  },
  {
    title: 'Special Events',
    summary: 'Weddings, concerts and conferences, with vehicles sized for every guest list.',
  },
] as const

export const solutions = [
  { title: 'Travellers', summary: 'Fixed fares, vetted drivers and support at any hour.' },
  { title: 'Travel Brands', summary: 'Sell rides through our API, a white-label site or links.' },
  { title: 'Transfer Companies', summary: 'Fill empty hours with bookings from around the world.' },
  { title: 'Drivers', summary: 'Steady work with clear trip details before every pickup.' },
] as const

export const fleetHighlights = [
  { title: 'Sedan', seats: '1–3 passengers', to: `${paths.fleet}#sedan` },
  { title: 'MPV/SUV and Vans', seats: 'Up to 8 passengers', to: `${paths.fleet}#suv` },
  { title: 'Minibuses and Coach', seats: '8 to 55 passengers', to: `${paths.fleet}#minibus-8` },
] as const

export const reasonsToChoose = [
  { figure: '100+', label: 'countries covered' },
  { figure: '1,000+', label: 'airports served' },
  { figure: '< 5 yrs', label: 'average vehicle age' },
  { figure: '24/7', label: 'human support' },
] as const
