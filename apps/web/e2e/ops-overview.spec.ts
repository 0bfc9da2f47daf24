import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'

const password = operatorPassword

test('the console start page shows the overview with its charts, at phone and desktop widths', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const admin = await enrolledAdmin(request, 'overview-admin')
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')

  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Tomorrow' })).toBeVisible()
  await expect(page.getByRole('region', { name: /waiting for a driver/i })).toBeVisible()
  const bookings = page.getByRole('img', { name: 'Bookings and revenue per day, last 30 days' })
  await expect(bookings.locator('svg.recharts-surface')).toBeVisible()
  await expect(page.getByRole('img', { name: /Cancellation rate, last 30 days/ })).toBeVisible()
  // The figures behind a chart, as a table.
  await page.getByText('The figures as a table').first().click()
  await expect(
    page
      .getByRole('table', { name: 'Bookings and revenue per day, last 30 days' })
      .getByRole('row'),
  ).toHaveCount(31)
  await expectNoA11yViolationsHere(page, 'overview')
  await expect(page.getByRole('link', { name: 'Providers' }).first()).toBeVisible()
})
