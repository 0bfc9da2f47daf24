import type { Page } from '@playwright/test'

// The partner API is mocked in the browser until apps/api serves it; the shapes follow
// docs/product.md#endpoints.
export const partnerToken = 'e2e-partner-token'
export const demoPartner = {
  id: 'partner-1',
  email: 'ops@harbourtravel.test',
  contact_number: '+442079460321',
  created_at: '2025-07-01T09:00:00.000Z',
}
const demoProfile = {
  business_name: 'Harbour Travel',
  admin_email: demoPartner.email,
  admin_contact: demoPartner.contact_number,
  address: null,
  country: 'United Kingdom',
  city: 'London',
  tax_id: null,
  website: null,
  is_profile_complete: true,
}

export type PartnerApiMock = { profileAuthorizations: Array<string | undefined> }

/** Answers login with a token and profile only for that token; records who asked for the profile. */
export async function mockPartnerApi(page: Page): Promise<PartnerApiMock> {
  const mock: PartnerApiMock = { profileAuthorizations: [] }

  await page.route('**/api/v1/partners/login', async (route) => {
    const { email, password } = route.request().postDataJSON() as Record<string, string>
    if (email === demoPartner.email && password === 'Correct-horse-1') {
      await route.fulfill({ json: { success: true, data: { token: partnerToken } } })
      return
    }
    await route.fulfill({
      status: 401,
      json: {
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
      },
    })
  })

  await page.route('**/api/v1/partners/profile', async (route) => {
    const authorization = await route.request().headerValue('authorization')
    mock.profileAuthorizations.push(authorization ?? undefined)
    if (authorization === `Bearer ${partnerToken}`) {
      await route.fulfill({
        json: { success: true, data: { partner: demoPartner, profile: demoProfile } },
      })
      return
    }
    await route.fulfill({
      status: 401,
      json: { success: false, error: { code: 'UNAUTHORIZED', message: 'Session expired' } },
    })
  })

  await page.route('**/api/v1/partners/logout', (route) =>
    route.fulfill({ json: { success: true, data: null } }),
  )
  return mock
}

/** Stores a token the way a past sign-in would have, then leaves the page. */
export async function storeToken(page: Page, token: string) {
  await page.goto('/privacy')
  await page.evaluate((value) => localStorage.setItem('partner_token', value), token)
}
