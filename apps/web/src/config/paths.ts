/** Every route of SPEC.md §2 in one place; links and redirects use these, never string literals. */
export const paths = {
  home: '/',
  blog: '/blog',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  fleet: '/fleet',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  booking: '/booking',
  partner: {
    auth: '/partner/auth',
    /** The same screen opened on its Sign Up tab. */
    signUp: '/partner/auth?mode=signup',
    forgotPassword: '/partner/forgot-password',
    resetPassword: '/partner/reset-password',
    dashboard: '/partner/dashboard',
    profile: '/partner/profile',
    bookings: '/partner/bookings',
    newBooking: '/partner/bookings/new',
  },
} as const

/** The second address of the reset screen (SPEC.md §2). */
export const resetPasswordAlias = '/reset-password'

export const protectedPartnerPaths = [
  paths.partner.dashboard,
  paths.partner.profile,
  paths.partner.bookings,
  paths.partner.newBooking,
] as const
