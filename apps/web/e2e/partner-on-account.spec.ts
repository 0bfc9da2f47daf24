import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { enrolledAdmin, operatorPassword, totpCode } from './support/operator-account'
import { activePartner, reachReview } from './support/partner-bookings'

// A partner an admin invoices monthly books without a card (docs/decisions/026-operator-payments.md,
// docs/decisions/027-payment-step-in-the-wizard.md); one that is not still pays by card.

type CaughtMail = { to: string[]; subject: string; text: string }

const onAccountLine = 'This booking is billed to your partner account; no card is charged.'

// One admin for both tests (its set-password link works once), so they run in order in one worker.
test.describe.configure({ mode: 'serial' })
let enrolled: Awaited<ReturnType<typeof enrolledAdmin>> | undefined
async function theAdmin(request: APIRequestContext) {
  enrolled ??= await enrolledAdmin(request, 'on-account-admin')
  return enrolled
}

test('an admin invoices a partner monthly, and its booking is confirmed without a card', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const admin = await theAdmin(request)
  const partner = await activePartner(request, admin.token)

  // The admin turns monthly invoicing on from the partner's page, after a confirmation.
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
  await page.goto(`/ops/partners/${partner.id}`)
  await expect(page.getByRole('heading', { name: partner.email, level: 1 })).toBeVisible()
  await expect(page.getByText('Pays each booking by card.')).toBeVisible()
  await page.getByRole('button', { name: 'Invoice monthly' }).click()
  await expect(page.getByRole('heading', { name: 'Invoice monthly?' })).toBeFocused()
  await page.getByRole('button', { name: 'Yes, invoice monthly' }).click()
  await expect(page.getByText('The partner is now invoiced monthly.')).toBeVisible()
  await expect(page.getByText(/^Invoiced monthly since /)).toBeVisible()
  await expect(page.getByText('Approved for monthly invoicing')).toBeVisible()

  // The partner books: Complete Booking shows the on-account line and no card form, and the
  // booking is confirmed. The confirmation call is held until the line has been seen, as it
  // otherwise gives way to the confirmation at once.
  const traveller = `on-account-${randomUUID().slice(0, 8)}@example.com`
  const booking = await reachReview(page, partner, traveller)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/api/v1/bookings/${booking.id}/complete`, async (route) => {
    await held
    await route.continue()
  })
  const opened = page.waitForResponse(
    (r) => r.url().endsWith(`/bookings/${booking.id}/payment`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  expect((await (await opened).json()).data).toMatchObject({
    gateway: 'on_account',
    status: 'not_required',
  })
  await expect(page.getByText(onAccountLine)).toBeVisible()
  await expect(page.getByText(/^You will be charged /)).toHaveCount(0)
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  const data = (await stored.json()).data as Record<string, unknown>
  expect(data).toMatchObject({ booking_status: 'confirmed' })
  const code = String(data.booking_code)

  // The operator sees it billed on account.
  await page.goto('/ops')
  await page.getByLabel('Open booking by code').fill(code)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Booking ${code}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fare and payment' })).toContainText('On account')
  await expect(page.getByText('On account: billed on the partner’s monthly invoice.')).toBeVisible()

  // The traveller is told the ride is confirmed.
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        return mails.filter((mail) => mail.to.includes(traveller)).map((mail) => mail.subject)
      },
      { message: `the confirmation mailed to ${traveller}`, timeout: 15_000 },
    )
    .toEqual([`Your Ridelane ride is confirmed: ${code}`])
})

test('an approved partner not invoiced monthly is asked for a card', async ({ page, request }) => {
  const partner = await activePartner(request, (await theAdmin(request)).token)
  await reachReview(page, partner, `by-card-${randomUUID().slice(0, 8)}@example.com`)
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(page.getByLabel('Card number', { exact: true })).toBeVisible()
  await expect(page.getByText(/^You will be charged /)).toBeVisible()
  await expect(page.getByText(onAccountLine)).toHaveCount(0)
})
