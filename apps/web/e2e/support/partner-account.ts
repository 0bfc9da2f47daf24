import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const partnerPassword = 'Harbour-rides-1'

export type TestPartner = { email: string; contactNumber: string; token: string }

/** A fresh, unique address, so journeys never share an account by accident. */
export function uniquePartnerEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`
}

/** Signs a partner up through the real API, as the sign-up screen would. */
export async function createPartner(
  request: APIRequestContext,
  label: string,
  password = partnerPassword,
): Promise<TestPartner> {
  const email = uniquePartnerEmail(label)
  const contactNumber = '+442079460321'
  const response = await request.post('/api/v1/partners/signup', {
    data: { email, contact_number: contactNumber, password },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { token: string } }
  return { email, contactNumber, token: data.token }
}

/** Stores a token the way a past sign-in would have, then leaves the page. */
export async function storeToken(page: Page, token: string) {
  await page.goto('/privacy')
  await page.evaluate((value) => localStorage.setItem('partner_token', value), token)
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

export const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('partner_token'))
