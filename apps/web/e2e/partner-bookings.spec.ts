import { expect, test } from './support/test'
import { createPartner, storeToken } from './support/partner-account'
import { bookRideAsPartner } from './support/partner-bookings'
import { payBookingByApi } from './booking-helpers'

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

test('a partner opens a booking from the list and cancels it on its ride page', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'ride')
  const booking = await bookRideAsPartner(request, partner.token, 12)
  await payBookingByApi(request, booking)
  await storeToken(page, partner.token)
  await page.goto('/partner/bookings')
  await page.getByRole('link', { name: new RegExp(booking.booking_code) }).click()
  await expect(page).toHaveURL(`/partner/bookings/${booking.id}`)
  await expect(page.getByRole('heading', { level: 1, name: booking.booking_code })).toBeVisible()
  await expect(page.getByText('Confirmed').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change ride' })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel ride' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this ride?' })
  await expect(dialog.getByText(/We refund \$[\d,]+\.\d\d: 100% of the ride\./)).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes, cancel the ride' }).click()
  await expect(page.getByText('Cancelled').first()).toBeVisible()
  await page.getByRole('link', { name: 'All bookings' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: booking.booking_code })).toContainText(
    'Cancelled',
  )
})
