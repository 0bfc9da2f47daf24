import { expect, test } from './support/test'
import { createPartner, storeToken } from './support/partner-account'
import { bookRideAsPartner } from './support/partner-bookings'

test('a partner pages through their bookings and a refresh keeps the page', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'pages')
  const codes: string[] = []
  for (let days = 3; days < 14; days += 1) {
    codes.push((await bookRideAsPartner(request, partner.token, days)).booking_code)
  }

  await storeToken(page, partner.token)
  await page.goto('/partner/dashboard')
  await expect(page.getByRole('region', { name: 'Booking numbers' })).toContainText('11')
  await page.getByRole('link', { name: 'See all' }).click()

  await expect(page).toHaveURL('/partner/bookings')
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  const rows = page.getByRole('region', { name: 'Booking history' }).getByRole('listitem')
  await expect(rows).toHaveCount(10)
  await expect(rows.first()).toContainText(codes.at(-1)!)
  await expect(rows.first()).toContainText('Pending payment')
  await expect(rows.first()).toContainText(/\$\d+\.\d{2}/)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/partner/bookings?page=2')
  await page.reload()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(codes[0]!)
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()

  await page.getByRole('button', { name: 'Prev' }).click()
  await expect(page).toHaveURL('/partner/bookings')
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
})
