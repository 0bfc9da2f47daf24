import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './support/test'
import { completeAndPay, dateAhead, fillPassenger, pickPlace, shot } from './booking-helpers'

// A city is an area, not a door: the wizard asks where in it, and the driver's papers say so.
type CaughtMail = { to: string[]; subject: string; text: string; html?: string }

async function mailTo(request: APIRequestContext, email: string): Promise<CaughtMail> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        found = mails.find((mail) => mail.to.includes(email))
        return found
      },
      { message: `a confirmation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return found!
}

const exactAddress = 'Hôtel Lutetia, 45 Boulevard Raspail, room 412'

test('the wizard requires the exact address for a city pickup and shows it on review and in the confirmation email', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/booking')
  // The city is the first suggestion; its airports read 'Paris … Airport, Paris, France'.
  await pickPlace(page, 'Pickup location', 'paris', 'Paris, France')
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Paris, France')
  const exact = page.getByRole('textbox', { name: 'Exact pickup address' })
  await expect(exact).toBeVisible()
  await expect(exact).toHaveAccessibleDescription('Street and number, or hotel name and room')
  await pickPlace(page, 'Dropoff location', 'charles de gaulle', 'Paris Charles de Gaulle Airport')
  // An airport is already a meeting point: nothing more is asked at the dropoff.
  await expect(page.getByRole('textbox', { name: /Exact dropoff address/ })).toHaveCount(0)
  await page.getByLabel('Date', { exact: true }).fill(dateAhead())
  await page.getByLabel('Time', { exact: true }).fill('10:30')

  const findVehicles = page.getByRole('button', { name: 'Find Vehicles' })
  await expect(findVehicles).toBeDisabled()
  await expect(page.getByText('Add the exact pickup address to find vehicles.')).toBeVisible()
  // Leaving the field blank says what is missing, next to it.
  await exact.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter the exact pickup address' }),
  ).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(page, 'exact-address-phone')

  // Typed with the keyboard, and kept across a refresh.
  await exact.focus()
  await page.keyboard.type(exactAddress)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Exact pickup address' })).toHaveValue(
    exactAddress,
  )
  await expect(findVehicles).toBeEnabled()
  await findVehicles.click()

  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await fillPassenger(page)
  const email = `exact-address-${Date.now()}@example.com`
  await page.getByLabel('Email address').fill(email)
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }

  const summary = page.getByRole('region', { name: 'Trip Summary' })
  await expect(summary).toContainText('Paris, France')
  await expect(summary).toContainText(exactAddress)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await completeAndPay(page)
  await expect(page.getByText(exactAddress)).toBeVisible()
  const code = (await page.getByTestId('booking-code').innerText()).trim()

  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  expect((await stored.json()).data).toMatchObject({
    booking_code: code,
    pickup_location: 'Paris, France',
    pickup_address_detail: exactAddress,
    dropoff_address_detail: '',
  })

  const mail = await mailTo(page.request, email)
  expect(mail.subject).toContain(code)
  expect(mail.text.split('\n')).toContain(`Pickup address: “${exactAddress}”`)
  // In the HTML part, the address is the value of the 'Pickup address' row, quoted as typed.
  const rows = [...(mail.html ?? '').matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map(
    (cell) => cell[1],
  )
  expect(rows[rows.indexOf('Pickup address') + 1]).toBe(`“${exactAddress}”`)
})
