// A sandbox booking is one made with a test API key (`rl_test_…`): it pays through the sandbox
// gateway only and is kept apart from real rides (docs/product.md#sandbox-bookings). No provider
// is ever offered or given one, so it never reaches a driver or a provider's statement.

export const sandboxMessages = {
  notForProviders:
    'This is a sandbox booking made with a test API key: it cannot be offered or assigned to a provider.',
} as const

/** Bookings the board lists by default hide sandbox ones; an operator may include or isolate them. */
export const boardSandboxFilters = ['exclude', 'include', 'only'] as const
export type BoardSandboxFilter = (typeof boardSandboxFilters)[number]
