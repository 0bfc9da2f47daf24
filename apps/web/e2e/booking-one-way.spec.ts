import { expect, test } from './support/test'
import { fillOneWayTrip, fillPassenger, payWithCard, shot, testCards } from './booking-helpers'

// The whole journey on the real API: quote, create, complete, then the stored booking.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a one-way booking reaches 'Booking Confirmed!' on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/booking')
    await expect(page.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()
    const findVehicles = page.getByRole('button', { name: 'Find Vehicles' })
    await expect(findVehicles).toBeDisabled()
    await fillOneWayTrip(page)
    await shot(page, `1-trip-${viewport.name}`)
    await page.getByRole('button', { name: 'Confirm Trip Details' }).click()
    await expect(page.getByText(/Distance: \d+(\.\d)? km/)).toBeVisible()
    await findVehicles.click()

    await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
    const sedan = page.getByRole('button', { name: /^Sedan/ })
    await expect(sedan).toBeVisible()
    await shot(page, `2-vehicles-${viewport.name}`)
    await sedan.click()
    await expect(sedan).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Continue to Booking Details' }).click()

    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible()
    await fillPassenger(page)
    await page.getByLabel('Meet & greet').check()
    await shot(page, `3-passenger-${viewport.name}`)
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
    const createResponse = await created
    expect(createResponse.status()).toBe(201)
    expect(createResponse.request().headers()['idempotency-key']).toBeTruthy()
    const booking = (await createResponse.json()).data as { id: string; access_token: string }

    await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked()
    const complete = page.getByRole('button', { name: 'Complete Booking' })
    await expect(complete).toBeDisabled()
    await page.getByRole('checkbox', { name: /I agree to the/ }).check()
    await shot(page, `4-review-${viewport.name}`)
    await complete.click()
    await expect(page.getByRole('region', { name: 'Ridelane test payments' })).toBeVisible()
    await shot(page, `4-payment-${viewport.name}`)
    await payWithCard(page, testCards.success)

    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    const code = (await page.getByTestId('booking-code').innerText()).trim()
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    await shot(page, `5-confirmed-${viewport.name}`)

    const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
      headers: { 'X-Booking-Token': booking.access_token },
    })
    const data = (await stored.json()).data
    expect(data).toMatchObject({
      booking_code: code,
      booking_status: 'confirmed',
      payment_status: 'success',
      name: 'Amara Okafor',
      vehicle_name: 'Sedan',
      meet_greet_applicable: true,
    })

    await page.getByRole('button', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/booking')
    await expect(page.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()
  })
}
