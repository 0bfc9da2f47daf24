import { randomUUID } from 'node:crypto'
import { PAYMENT_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { completeAndPay } from './booking-helpers'
import { expect, test } from './support/test'
import { enrolledAdmin } from './support/operator-account'
import { activePartner, reachReview } from './support/partner-bookings'
import { linkMailedTo, mailsTo } from './support/ride-parties'

// An agency on net rates (docs/decisions/043-partner-rate-plans.md): approved and given a net
// plan by an admin, it books in its portal at the net and sets its own selling price (offered the
// net plus its mark-up), and its traveller's mail and ride page show that price, never the net.

test('an agency on net rates books at its own price, and its traveller sees that price', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await enrolledAdmin(request, 'rate-plans')
  const ops = { Authorization: `Bearer ${admin.token}` }
  const partner = await activePartner(request, admin.token, 0)
  const plan = await request.put(`/api/v1/ops/partners/${partner.id}/rate-plan`, {
    headers: ops,
    data: {
      plan: { kind: 'net', net_percent: 20, markup_percent: 25, hide_prices: false, net_rates: [] },
    },
  })
  expect(plan.ok(), await plan.text()).toBe(true)

  const usd = (amount: number) =>
    `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  // The agency books its guest in the portal, paying the net, at a price of its own: a whole
  // $40 over the net plus its 25 % mark-up it is offered.
  const guest = `net-guest-${randomUUID().slice(0, 8)}@example.com`
  let net = 0
  let selling = 0
  const booking = await reachReview(page, partner, guest, async () => {
    const pays = await page.getByText(/^You pay \$[\d,.]+ \(your net rate\)\.$/).textContent()
    net = Number(/\$([\d,.]+) /.exec(pays!)![1]!.replaceAll(',', ''))
    const price = page.getByLabel('Selling price in USD (optional)', { exact: true })
    await expect(
      page.getByText(`Left empty, the traveller is shown ${usd(Math.round(net * 125) / 100)}`),
    ).toBeVisible()
    // Below the net is refused where it is typed.
    await price.fill(String(net - 1))
    await price.blur()
    await expect(
      page.getByText(`Your selling price can't be below the net price of ${usd(net)}`),
    ).toBeVisible()
    selling = Math.round(net * 125) / 100 + 40
    await price.fill(selling.toFixed(2))
    // A refresh keeps what the agency typed.
    await page.reload()
    await expect(price).toHaveValue(selling.toFixed(2))
  })
  await expect(
    page.getByText(`Your traveller is shown ${usd(selling)} as the ride price, never your net.`),
  ).toBeVisible()
  await completeAndPay(page)

  const stored = await request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  expect((await stored.json()).data.total_price).toBe(net)

  // The guest's confirmation mail: the selling price, never the net.
  await expect
    .poll(async () => (await mailsTo(request, guest)).length, { timeout: 15_000 })
    .toBeGreaterThan(0)
  const confirmation = (await mailsTo(request, guest))[0]!
  expect(confirmation.text).toContain(`Ride price: ${usd(selling)}`)
  expect(confirmation.text).not.toContain(usd(net))

  // The guest's ride page: the selling price, and the payment is the agency's business.
  const rideLink = await linkMailedTo(request, guest, /https?:\/\/\S+\/rides\/[A-Z0-9-]+#[\w-]+/)
  await page.goto(`${rideLink.pathname}${rideLink.hash}`)
  const fare = page.getByRole('region', { name: 'Fare and payment' })
  await expect(fare.getByText('Ride price')).toBeVisible()
  await expect(fare.getByText(usd(selling)).first()).toBeVisible()
  await expect(fare.getByText(PAYMENT_WITH_PARTNER_TEXT)).toBeVisible()
  await expect(page.getByText(usd(net))).toHaveCount(0)
})
