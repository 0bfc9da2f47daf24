import { randomUUID } from 'node:crypto'
import { PAYMENT_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { completeAndPay } from './booking-helpers'
import { expect, test } from './support/test'
import { enrolledAdmin } from './support/operator-account'
import { activePartner, reachReview } from './support/partner-bookings'
import { linkMailedTo, mailsTo } from './support/ride-parties'

// An agency on net rates (docs/decisions/043-partner-rate-plans.md): approved and given a net
// plan by an admin, it books in its portal at the net, and its traveller's mail and ride page
// show the agency's own selling price (the net and its mark-up), never the net.

test('an agency on net rates books, and its traveller sees the agency’s selling price', async ({
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

  // The agency books its guest in the portal, paying the net.
  const guest = `net-guest-${randomUUID().slice(0, 8)}@example.com`
  const booking = await reachReview(page, partner, guest)
  await completeAndPay(page)

  const stored = await request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  const { total_price: net } = (await stored.json()).data as { total_price: number }
  const selling = Math.round(net * 125) / 100
  const usd = (amount: number) =>
    `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  expect(selling).toBeGreaterThan(net)

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
