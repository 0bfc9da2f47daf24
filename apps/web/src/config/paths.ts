/** Every route of docs/product.md#screens in one place; links and redirects use these, never string literals. */
export const paths = {
  home: '/',
  blog: '/blog',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  fleet: '/fleet',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  booking: '/booking',
  /** Find my booking: a booking code and email open the ride page. */
  manage: '/manage',
  /** Your data: a code mailed to the address opens a copy and erasure of what we hold about it. */
  myData: '/my-data',
  /** The traveller's ride page; the access token arrives in the fragment or is kept per code. */
  ride: '/rides/:code',
  rideDetail: (code: string) => `/rides/${encodeURIComponent(code)}`,
  /** The driver's job page; the job link's token arrives in the fragment (issue 15). */
  driverJob: '/driver/jobs',
  /** The sandbox gateway's stand-in for a bank's 3-D Secure page (its action_url). */
  sandboxChallenge: '/pay/sandbox/challenge/:reference',
  partner: {
    auth: '/partner/auth',
    /** The same screen opened on its Sign Up tab. */
    signUp: '/partner/auth?mode=signup',
    forgotPassword: '/partner/forgot-password',
    resetPassword: '/partner/reset-password',
    dashboard: '/partner/dashboard',
    profile: '/partner/profile',
    apiKeys: '/partner/api-keys',
    /** docs/api.md as a page of the portal, beside the OpenAPI reference. */
    apiGuide: '/partner/api-guide',
    /** The affiliate widget's snippet, commission and referred bookings. */
    widget: '/partner/widget',
    bookings: '/partner/bookings',
    newBooking: '/partner/bookings/new',
    /** The ride page of one of the partner's bookings, by the booking's id. */
    booking: '/partner/bookings/:id',
    bookingDetail: (id: string) => `/partner/bookings/${encodeURIComponent(id)}`,
    /** The monthly statement (?month=YYYY-MM), with CSV and PDF downloads. */
    statements: '/partner/statements',
    /** Opened from the sign-up mail; the token travels in the fragment. */
    confirmEmail: '/partner/confirm-email',
    /** The account's team (admins only). */
    team: '/partner/team',
    /** Opened from a team invitation mail; the token travels in the fragment. */
    join: '/partner/join',
    /** Where the account's booking events are posted (docs/webhooks.md); admins only. */
    webhooks: '/partner/webhooks',
  },
} as const

/** The operator console, apart from the public site and the partner portal. */
export const opsPaths = {
  home: '/ops',
  signIn: '/ops/sign-in',
  setPassword: '/ops/set-password',
  operators: '/ops/operators',
  account: '/ops/account',
  /** Where the account page was before it held the phone and duty; sends there. */
  sessions: '/ops/sessions',
  providers: '/ops/providers',
  provider: '/ops/providers/:id',
  providerDetail: (id: string) => `/ops/providers/${encodeURIComponent(id)}`,
  catalogue: '/ops/catalogue',
  catalogueArea: '/ops/catalogue/:areaId',
  catalogueNewArea: '/ops/catalogue/new',
  catalogueAreaDetail: (id: string) => `/ops/catalogue/${encodeURIComponent(id)}`,
  outbox: '/ops/outbox',
  partners: '/ops/partners',
  partner: '/ops/partners/:id',
  partnerDetail: (id: string) => `/ops/partners/${encodeURIComponent(id)}`,
  bookings: '/ops/bookings',
  audit: '/ops/audit',
  booking: '/ops/bookings/:id',
  bookingDetail: (id: string) => `/ops/bookings/${encodeURIComponent(id)}`,
} as const

/** The provider portal: transport providers' users, apart from partners and operators. */
export const providerPaths = {
  home: '/provider',
  signIn: '/provider/sign-in',
  setPassword: '/provider/set-password',
  forgotPassword: '/provider/forgot-password',
  account: '/provider/account',
  job: '/provider/jobs/:bookingId',
  /** The provider's active drivers, each with their working hours and time off. */
  drivers: '/provider/drivers',
  statement: '/provider/statement',
} as const

/** One job's page in the provider portal. */
export const providerJobPathFor = (bookingId: string) =>
  `/provider/jobs/${encodeURIComponent(bookingId)}`

/** The audit log narrowed to one record, e.g. an operator's history. */
export const opsAuditPathFor = (targetKind: string, targetId: string) =>
  `${opsPaths.audit}?${new URLSearchParams({ target_kind: targetKind, target_id: targetId })}`

/** The second address of the reset screen (docs/product.md#screens). */
export const resetPasswordAlias = '/reset-password'

export const protectedPartnerPaths = [
  paths.partner.dashboard,
  paths.partner.profile,
  paths.partner.bookings,
  paths.partner.newBooking,
  paths.partner.booking,
  paths.partner.team,
  paths.partner.webhooks,
  paths.partner.statements,
  paths.partner.apiKeys,
  paths.partner.apiGuide,
  paths.partner.widget,
] as const
