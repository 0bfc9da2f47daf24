import type { Page } from '@playwright/test'
import { fillOneWayTrip, fillPassenger } from './booking-helpers'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'
import { partnerPassword, signInThroughForm, uniquePartnerEmail } from './support/partner-account'
import { confirmationLinkSentTo } from './support/partner-mail'

const password = operatorPassword

/** The partner wizard up to its review step; returns the stored booking's fare. */
async function quoteAndReview(page: Page) {
  await page.evaluate(() => sessionStorage.clear())
  await page.goto('/partner/bookings/new')
  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await fillPassenger(page)
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/partners/bookings') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  return (await stored.json()).data as { partner_discount_amount: number; total_price: number }
}

test('a new partner confirms its email, books at public prices, and gets the discount an admin approves', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const admin = await enrolledAdmin(request, 'partners-admin')
  const email = uniquePartnerEmail('approval')

  // Signs up through the portal and is told to confirm its email.
  await page.goto('/partner/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contact number').fill('+442079460321')
  await page.getByLabel('Password', { exact: true }).fill(partnerPassword)
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page).toHaveURL('/partner/dashboard')
  const banner = page.getByRole('region', { name: 'Account status' })
  await expect(banner).toContainText('Please confirm your email')

  // Opens the link from the mail.
  const link = await confirmationLinkSentTo(request, email)
  await page.goto(`${link.pathname}${link.hash}`)
  // In the page's own content: the header's partner button shows a status while it loads.
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you: your email is confirmed. We will review your account shortly.',
  )
  await page.getByRole('link', { name: 'Go to the partner portal' }).click()
  await expect(banner).toContainText('awaits approval')

  // Until approved: public prices, no discount line.
  const before = await quoteAndReview(page)
  expect(before.partner_discount_amount).toBe(0)
  await expect(page.getByText('Partner discount')).toHaveCount(0)

  // The admin finds it among those awaiting approval and approves it at 15 %.
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Partners').click()
  await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible()
  await page.getByLabel('Status').selectOption('pending_approval')
  await page.getByLabel('Email or business name').fill(email)
  await page.getByLabel('Email or business name').press('Enter')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Awaiting approval')
  await expectNoA11yViolationsHere(page, 'partners')
  await row.getByRole('link').click()

  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible()
  const partnerPage = new URL(page.url()).pathname
  const discount = page.getByLabel('Discount (%)')
  await discount.fill('60')
  await page.getByRole('button', { name: 'Approve partner' }).click()
  await expect(page.getByText('Enter a whole percent from 0 to 50')).toBeVisible()
  await discount.fill('15')
  await discount.press('Enter')
  await expect(page.getByText('Approved with a 15 % discount.')).toBeVisible()
  await expect(page.getByText('Approved: discount 0 % → 15 %')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'partner detail')

  // The partner's next quote carries the discount, shown as its own line.
  await page.goto('/partner/dashboard')
  await expect(page.getByRole('region', { name: 'Account status' })).toHaveCount(0)
  const after = await quoteAndReview(page)
  await expect(page.getByText('Partner discount')).toBeVisible()
  const subtotal = after.total_price + after.partner_discount_amount
  expect(after.partner_discount_amount).toBeCloseTo(subtotal * 0.15, 1)
  expect(after.partner_discount_amount).toBeGreaterThan(0)

  // Suspended, after a confirmation, by keyboard: the partner is signed out and told why.
  await page.goto(partnerPage)
  await page.getByRole('button', { name: 'Suspend partner' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Suspend this partner?' })).toBeFocused()
  await page.getByLabel('Reason (optional)').fill('Unpaid invoices')
  await page.getByRole('button', { name: 'Yes, suspend' }).press('Enter')
  await expect(page.getByText('The partner is suspended and signed out.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reactivate partner' })).toBeVisible()

  await page.goto('/partner/dashboard')
  await expect(page).toHaveURL(/\/partner\/auth/)
  await signInThroughForm(page, email, partnerPassword)
  await expect(page.getByRole('alert')).toHaveText(
    'This partner account is suspended. Please contact us if you think this is a mistake.',
  )
})
