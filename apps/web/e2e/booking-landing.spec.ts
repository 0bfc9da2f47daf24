import { expect, test } from './support/test'
import { dateAhead, finishBooking, pickPlace, shot } from './booking-helpers'

// From the hero form to 'Booking Confirmed!' on the real API, on a phone-sized screen too.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the landing form opens the wizard at step 2 and books on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Book Your Premium Ride' })
    await expect(form).toBeVisible()
    const find = form.getByRole('button', { name: 'Find Premium Vehicles' })
    await expect(find).toBeDisabled()
    await form.getByText('Hourly', { exact: true }).click()
    await expect(form.getByLabel('Hours')).toBeVisible()
    await form.getByText('One-way', { exact: true }).click()
    await pickPlace(page, 'Pickup location', 'heathrow', 'London Heathrow Airport')
    await pickPlace(page, 'Dropoff location', 'paddington', 'London Paddington Station')
    await form.getByLabel('Date', { exact: true }).fill(dateAhead())
    await form.getByLabel('Time', { exact: true }).fill('08:15')
    await shot(page, `0-landing-${viewport.name}`)
    await find.click()

    await expect(page).toHaveURL(/\/booking$/)
    await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
    await expect(page.getByText('Finding available vehicles...')).toBeHidden()
    await page.getByRole('button', { name: /^Sedan/ }).click()
    await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
    const stored = await finishBooking(page)
    expect(stored).toMatchObject({ booking_status: 'confirmed', vehicle_name: 'Sedan' })
    expect(String(stored.pickup_location)).toContain('Heathrow')
  })
}
