import { paths } from '@/config/paths'

export const brand = {
  name: 'Ridelane',
  tagline:
    'Airport transfers, chauffeured hours and multi-day hire with licensed local drivers, booked in a few taps.',
} as const

export const supportEmail = 'support@ridelane.com'

export const contactDetails = {
  phone: '+44 20 7946 0321',
  hours: 'Support around the clock, every day of the year',
  address: 'Ridelane Mobility, Vijay Nagar, Indore 452010, India',
} as const

/** Header links of docs/product.md#public-pages; anchors point at sections of the landing page and
 * the footer. */
export const mainNavigation = [
  { label: 'Services', to: '/#services' },
  { label: 'Solutions', to: '/#solutions' },
  { label: 'Fleets', to: '/#fleet' },
  { label: 'Blog', to: paths.blog },
  { label: 'My Booking', to: paths.manage },
  { label: 'Contact', to: '/#footer' },
] as const

/** A footer entry and where it leads. */
export type FooterLink = { label: string; to: string }

/** The footer's lists (docs/product.md#public-pages); each service leads to the services overview
 * on the landing page. */
export const footerServices: readonly FooterLink[] = [
  { label: 'Airport Transfers', to: '/#services' },
  { label: 'City Tours', to: '/#services' },
  { label: 'Corporate Travel', to: '/#services' },
  { label: 'Event Transportation', to: '/#services' },
]

/** Travellers book straight away; every kind of business partner opens a partner account. */
export const footerSolutions: readonly FooterLink[] = [
  { label: 'Travelers', to: paths.booking },
  { label: 'Travel Agencies', to: paths.partner.signUp },
  { label: 'Corporates', to: paths.partner.signUp },
  { label: 'OTA', to: paths.partner.signUp },
  { label: 'Affiliates', to: paths.partner.signUp },
]

export const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const

export const copyrightLine = '© 2025 Ridelane. All rights reserved.'
