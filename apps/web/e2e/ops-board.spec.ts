import { readFile } from 'node:fs/promises'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'
import { bookRideAsPartner } from './support/partner-bookings'

const password = operatorPassword

test('the bookings board finds a booking, keeps its filters in the address and shows new ones live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // Names take letters only: a run's own surname, so earlier runs' bookings never match.
  const surname = [...Date.now().toString(26)]
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')
  const traveller = `Boardwalk ${surname}`
  const first = await bookRideAsPartner(request, undefined, 5, `${traveller} One`)
  const admin = await enrolledAdmin(request, 'board-admin')

  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Bookings').click()
  await expect(page).toHaveURL('/ops/bookings')
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Live:/)).toBeVisible()

  // Search by the traveller's name, then narrow to unpaid bookings.
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(traveller)
  await page.getByRole('searchbox', { name: 'Search bookings' }).press('Enter')
  // The box follows the address, which the router updates a moment after the click. The filters
  // fold under one button (issue 32).
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByRole('checkbox', { name: 'Pending payment' }).click()
  await expect(page.getByRole('checkbox', { name: 'Pending payment' })).toBeChecked()
  // Ticked straight after the search: both reach the address.
  await expect(page).toHaveURL(new RegExp(`q=Boardwalk\\+${surname}&status=pending_payment`))
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: first.booking_code })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('(America/New_York)')
  await expect(page.getByText('1 booking match')).toBeVisible()

  // A reload keeps the search and the filter, shown folded as a chip.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue(traveller)
  await expect(
    page.getByRole('button', { name: 'Remove filter Status: Pending payment' }),
  ).toBeVisible()
  await expect(table.getByRole('link', { name: first.booking_code })).toBeVisible()
  await expect(page.getByText(/^Live:/)).toBeVisible()

  // A booking made meanwhile through the public API appears without a reload.
  const second = await bookRideAsPartner(request, undefined, 6, `${traveller} Two`)
  await expect(table.getByRole('link', { name: second.booking_code })).toBeVisible({
    timeout: 5000,
  })
  await expect(page.getByText('2 bookings match')).toBeVisible()

  // The export holds the filtered set.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  const csv = await readFile(file, 'utf8')
  expect(csv.split('\n')[0]).toContain('Booking code,Status,Pickup date')
  expect(csv).toContain(first.booking_code)
  expect(csv).toContain(second.booking_code)
  expect(csv.trim().split('\n')).toHaveLength(3)

  await expectNoA11yViolationsHere(page, 'bookings board')
  // Each row leads to the booking's own page.
  await expect(table.getByRole('link', { name: first.booking_code })).toHaveAttribute(
    'href',
    `/ops/bookings/${first.id}`,
  )

  // On a phone the filters fold away, so the bookings come first; one tap opens them.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByLabel('Pickup from')).toBeHidden()
  await expect(
    page.getByRole('link', { name: first.booking_code }).filter({ visible: true }),
  ).toBeInViewport()
  await page.getByRole('button', { name: 'Filters (1 on)' }).click()
  await expect(page.getByLabel('Pickup from')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Pending payment' })).toBeChecked()
})
