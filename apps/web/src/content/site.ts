import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { paths } from '@/config/paths'

export const brand = {
  name: 'Ridelane',
  tagline: msg`Airport transfers, chauffeured hours and multi-day hire with licensed local drivers, booked in a few taps.`,
} as const

export const supportEmail = 'support@ridelane.com'

export const contactDetails = {
  phone: '+44 20 7946 0321',
  hours: msg`Support around the clock, every day of the year`,
  // A postal address reads the same in every language.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  address: 'Ridelane Mobility, Vijay Nagar, Indore 452010, India',
} as const

/** Header links of docs/product.md#public-pages; anchors point at sections of the landing page and
 * the footer. */
export const mainNavigation = [
  { label: msg`Services`, to: '/#services' },
  { label: msg`Solutions`, to: '/#solutions' },
  { label: msg`Fleets`, to: '/#fleet' },
  { label: msg`Blog`, to: paths.blog },
  { label: msg`My Booking`, to: paths.manage },
  { label: msg`Contact`, to: '/#footer' },
] as const

/** A footer entry and where it leads. */
export type FooterLink = { label: MessageDescriptor; to: string }

/** The footer's lists (docs/product.md#public-pages); each service leads to the services overview
 * on the landing page. */
export const footerServices: readonly FooterLink[] = [
  { label: msg`Airport Transfers`, to: '/#services' },
  { label: msg`City Tours`, to: '/#services' },
  { label: msg`Corporate Travel`, to: '/#services' },
  { label: msg`Event Transportation`, to: '/#services' },
]

/** Travellers book straight away; every kind of business partner opens a partner account. */
export const footerSolutions: readonly FooterLink[] = [
  { label: msg`Travelers`, to: paths.booking },
  { label: msg`Travel Agencies`, to: paths.partner.signUp },
  { label: msg`Corporates`, to: paths.partner.signUp },
  { label: msg`OTA`, to: paths.partner.signUp },
  { label: msg`Affiliates`, to: paths.partner.signUp },
]

// Brand names, the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const

export const copyrightLine = msg`© 2025 Ridelane. All rights reserved.`
