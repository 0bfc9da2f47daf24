import { expect, test } from './support/test'
import { createPartner, partnerPassword, signInThroughForm } from './support/partner-account'
import { resetLinkSentTo } from './support/partner-mail'

test('a partner resets a forgotten password from the emailed link', async ({ page, request }) => {
  const partner = await createPartner(request, 'reset')
  const newPassword = 'Fresh-start-2'

  await page.goto('/partner/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/partner/forgot-password')
  await page.getByLabel('Email').fill(partner.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    "If an account exists for this email, you'll receive a reset link shortly.",
  )

  const link = await resetLinkSentTo(request, partner.email)
  expect(link.pathname).toBe('/partner/reset-password')
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('status')).toHaveText('Your password has been reset successfully.')

  // The link works once. Opened afresh from another page, as from the mail: the same address
  // again would only be a same-page hash change, which loads nothing.
  await page.goto('/partner/auth')
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New password', { exact: true }).fill('Another-try-3')
  await page.getByLabel('Confirm password', { exact: true }).fill('Another-try-3')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired token')

  await page.getByRole('link', { name: 'Go to Sign In' }).click()
  await signInThroughForm(page, partner.email, partnerPassword)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await signInThroughForm(page, partner.email, newPassword)
  await expect(page).toHaveURL('/partner/dashboard')
})

test('the reset screen refuses a link without a token', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toHaveText('Invalid or missing token')
})
