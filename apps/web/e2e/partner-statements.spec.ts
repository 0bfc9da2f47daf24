import { readFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { payBookingByApi } from './booking-helpers'
import { expect, test } from './support/test'
import { expectNoA11yViolationsHere } from './support/operator-account'
import { createPartner, storeToken } from './support/partner-account'
import { bookRideAsPartner } from './support/partner-bookings'

// Issue 16, items 1 and 5: a partner filters its bookings, exports them, and downloads its
// monthly statement (docs/decisions/030-partner-business-tools.md).

/** The text of a PDF, page by page, as a reader would copy it out. */
async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise
  const parts: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  await document.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}

/** Cells of a CSV line as csv-stringify writes them (quoted when needed). */
function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  return [...cells, cell]
}

const usd = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`

test('a partner filters and exports its bookings, then downloads its statement', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'statements')
  const auth = { Authorization: `Bearer ${partner.token}` }
  // Paid, paid then cancelled (refunded in full this far ahead), and one left unpaid.
  const paid = await bookRideAsPartner(request, partner.token, 20, 'Imani Paid')
  await payBookingByApi(request, paid)
  const cancelled = await bookRideAsPartner(request, partner.token, 20, 'Ravi Cancelled')
  await payBookingByApi(request, cancelled)
  const cancel = await request.post(`/api/v1/rides/${cancelled.booking_code}/cancel`, {
    headers: auth,
    data: {},
  })
  expect(cancel.ok(), await cancel.text()).toBe(true)
  const unpaid = await bookRideAsPartner(request, partner.token, 21, 'Lena Unpaid')

  await storeToken(page, partner.token)
  await page.goto('/partner/bookings')
  const rows = page.getByRole('region', { name: 'Booking history' }).getByRole('listitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText(`Booked by ${partner.email}`)

  // Only the confirmed one, and a refresh keeps the filter.
  await page.getByLabel('Status', { exact: true }).selectOption('confirmed')
  await expect(page).toHaveURL('/partner/bookings?status=confirmed')
  await expect(rows).toHaveCount(1)
  await page.reload()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('confirmed')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(paid.booking_code)
  await expect(rows.first().getByRole('link', { name: paid.booking_code })).toHaveAttribute(
    'href',
    `/partner/bookings/${paid.id}`,
  )

  // The export holds what the filter holds.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trim().split('\n')
  expect(csvCells(lines[0]!).slice(0, 3)).toEqual([
    'Booking code',
    'Created (UTC)',
    'Pickup time (local)',
  ])
  expect(lines).toHaveLength(2)
  expect(csvCells(lines[1]!)[0]).toBe(paid.booking_code)
  expect(csvCells(lines[1]!)[9]).toBe('Imani Paid')
  expect(csvCells(lines[1]!)[10]).toBe(partner.email)

  // A pickup-date range on the pickups' own calendar: the unpaid one is a day later.
  const statement = await request.get(`/api/v1/partners/bookings?limit=10`, { headers: auth })
  const listed = (await statement.json()).data.bookings as { id: string; pickup_time: string }[]
  const unpaidDay = listed.find((b) => b.id === unpaid.id)!.pickup_time.slice(0, 10)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByLabel('Pickup from').fill(unpaidDay)
  await page.getByLabel('Pickup to').fill(unpaidDay)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(unpaid.booking_code)
  await expect(page).toHaveURL(`/partner/bookings?from=${unpaidDay}&to=${unpaidDay}`)
  await expectNoA11yViolationsHere(page, 'partner bookings filtered')

  // The statement of the paid ride's month: the confirmed and the cancelled rides, not the unpaid.
  const paidDay = listed.find((b) => b.id === paid.id)!.pickup_time.slice(0, 10)
  const month = paidDay.slice(0, 7)
  await page.getByRole('link', { name: 'Statements' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible()
  await page.getByLabel('Month').selectOption(month)
  const table = page.getByRole('table', { name: /^Bookings in / })
  await expect(table.getByRole('row', { name: new RegExp(paid.booking_code) })).toContainText(
    'Card',
  )
  await expect(table.getByRole('row', { name: new RegExp(cancelled.booking_code) })).toContainText(
    'Cancelled',
  )
  await expect(table).not.toContainText(unpaid.booking_code)

  const figures = (
    await (await request.get(`/api/v1/partners/statement?month=${month}`, { headers: auth })).json()
  ).data
  expect(figures.totals.bookings).toBe(2)
  expect(figures.totals.refunded).toBeGreaterThan(0)
  expect(figures.totals.charged).toBeCloseTo(figures.totals.net - figures.totals.refunded, 2)
  await expect(table.getByRole('row', { name: /^Total \(2\)/ })).toContainText(
    usd(figures.totals.charged),
  )

  await expectNoA11yViolationsHere(page, 'partner statement')

  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toBe(`ridelane-statement-${month}.pdf`)
  const bytes = await readFile(await pdf.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const text = await pdfText(bytes)
  expect(text).toContain('Statement')
  expect(text).toContain(paid.booking_code)
  expect(text).toContain(cancelled.booking_code)
  expect(text).not.toContain(unpaid.booking_code)
  expect(text).toContain(
    // Gross, then the extra waiting inside it (none on these rides), discount, net, refunded, charged.
    `Total (2) ${usd(figures.totals.gross)} ${usd(0)} ${usd(-figures.totals.discount)} ${usd(figures.totals.net)} ${usd(-figures.totals.refunded)} ${usd(figures.totals.charged)}`,
  )
  expect(text).toContain('Amount due on account: $0.00')
})
