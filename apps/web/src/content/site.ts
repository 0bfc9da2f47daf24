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

/** Header links of SPEC.md §2; anchors point at sections of the landing page and the footer. */
export const mainNavigation = [
  { label: 'Services', to: '/#services' },
  { label: 'Solutions', to: '/#solutions' },
  { label: 'Fleets', to: '/#fleet' },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: '/#footer' },
] as const

export const footerServices = [
  'Airport Transfers',
  'City Tours',
  'Corporate Travel',
  'Event Transportation',
] as const

export const footerSolutions = [
  'Travelers',
  'Travel Agencies',
  'Corporates',
  'OTA',
  'Affiliates',
] as const

export const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const

export const copyrightLine = '© 2025 Ridelane. All rights reserved.'
