import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fillOneWayTrip, fillPassenger } from './booking-helpers'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'
import { createPartner, storeToken } from './support/partner-account'

// A partner admin points a webhook at its own receiver, books, sees the signed delivery in the
// log and sends it again (docs/webhooks.md). The server runs with WEBHOOK_ALLOW_PRIVATE=1 so it
// may post to this receiver on 127.0.0.1.

type Received = { headers: IncomingHttpHeaders; body: string }

async function startReceiver() {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/ridelane-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function signedWith(secret: string, delivery: Received) {
  const header = String(delivery.headers['ridelane-signature'])
  const t = /t=(\d+)/.exec(header)?.[1]
  const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1]
  return v1 === createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')
}

test('a partner admin receives a signed event for a booking and redelivers it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const receiver = await startReceiver()
  try {
    const partner = await createPartner(request, 'webhooks')
    await storeToken(page, partner.token)

    await page.goto('/partner/webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await expect(page.getByText('No endpoints yet. Add one below.')).toBeVisible()
    await page.getByLabel('Endpoint URL').fill(receiver.url)
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const secretField = page.getByLabel('Secret', { exact: true })
    await expect(secretField).toHaveValue(/^whsec_/)
    const secret = await secretField.inputValue()
    await page.getByRole('button', { name: 'I have saved it' }).click()
    await expect(page.getByRole('listitem', { name: receiver.url })).toBeVisible()

    // The partner books: making the booking is the booking.created event.
    await page.goto('/partner/bookings/new')
    await fillOneWayTrip(page)
    await page.getByRole('button', { name: 'Find Vehicles' }).click()
    await page.getByRole('button', { name: /^Sedan/ }).click()
    await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
    await fillPassenger(page)
    await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1)
    const [first] = receiver.received
    expect(signedWith(secret, first!)).toBe(true)
    const event = JSON.parse(first!.body) as { id: string; type: string }
    expect(event.type).toBe('booking.created')
    expect(first!.headers['ridelane-event-id']).toBe(event.id)

    // The log shows the delivery and its status code; Redeliver sends the same event again.
    await page.goto('/partner/webhooks')
    await page.getByRole('button', { name: 'Show deliveries' }).click()
    const log = page.getByRole('list', { name: 'Recent events' })
    await expect(log).toContainText('booking.created')
    await expect(log).toContainText('Delivered')
    await expect(log).toContainText('Attempt 1: HTTP 204')
    await log.getByRole('button', { name: /^Redeliver booking.created/ }).click()
    await expect(page.getByText('The event will be sent again in a moment')).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2)
    expect(receiver.received[1]!.headers['ridelane-event-id']).toBe(event.id)
    expect(signedWith(secret, receiver.received[1]!)).toBe(true)
    await expect(log).toContainText('Attempt 2 (redelivery): HTTP 204', { timeout: 10_000 })

    // The page with an endpoint on it, at desktop and phone widths.
    await expectNoA11yViolations(page, '/partner/webhooks')
  } finally {
    await receiver.close()
  }
})
