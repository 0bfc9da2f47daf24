import { randomUUID } from 'node:crypto'
import { webhookEventTypes, webhookMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { webhookEndpoints } from '../../db/schema'
import { approvedPartner } from '../partners/partner-test-kit'
import { checkDestination, isPrivateAddress } from './destination-check'
import { sealSecret } from './secret-sealing'
import {
  attemptsTo,
  call,
  partnerBooking,
  pendingDeliveryJobs,
  runDeliveries,
  startReceiver,
  webhooksTestApp,
} from './webhooks-test-kit'

// Without WEBHOOK_ALLOW_PRIVATE, events go to public addresses only: refused when an endpoint is
// added, and again when a delivery finds its host now resolves to a private one.

let app: App
let receiver: Awaited<ReturnType<typeof startReceiver>>
let partner: Awaited<ReturnType<typeof approvedPartner>>

beforeAll(async () => {
  app = await webhooksTestApp({ allowPrivate: false })
  receiver = await startReceiver()
  partner = await approvedPartner(app)
})
afterAll(async () => {
  await app.close()
  await receiver.close()
})

describe('private addresses', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://127.1.2.3:8080/hook',
    'http://localhost:3000/hook',
    'http://10.0.0.1/hook',
    'http://172.16.5.4/hook',
    'http://192.168.1.10/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/hook',
    'http://[::1]/hook',
    'http://[::]/hook',
    'http://[fe80::1]/hook',
    'http://[fd00:ec2::254]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'https://2130706433/hook',
  ])('refuses %s when an endpoint is added', async (url) => {
    const response = await call(app, partner.token, 'POST', '', { url })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: webhookMessages.urlPrivate,
      details: [{ path: 'url', message: webhookMessages.urlPrivate }],
    })
    expect((await call(app, partner.token, 'GET', '')).json().data.endpoints).toEqual([])
  })

  it('refuses a host name that does not resolve', async () => {
    const response = await call(app, partner.token, 'POST', '', {
      url: 'https://no-such-host.invalid/hook',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(webhookMessages.urlUnresolvable)
  })

  it('checks again at delivery: an address that now resolves privately is not called', async () => {
    // As if the host was public when added and its DNS now points at the loopback.
    const id = randomUUID()
    await app.db.insert(webhookEndpoints).values({
      id,
      partnerId: partner.partnerId,
      url: `${receiver.url}/inside`,
      events: [...webhookEventTypes],
      secretSealed: await sealSecret(app.db, id, 'whsec_test'),
    })
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    expect(receiver.requests).toEqual([])
    const [attempt] = await attemptsTo(app, id)
    expect(attempt).toMatchObject({ outcome: 'failed', statusCode: null })
    expect(attempt!.error).toMatch(/^refused: .*127\.0\.0\.1/)
    // It stays a failure to retry: the address may become public again.
    expect(await pendingDeliveryJobs(app)).toHaveLength(1)

    // Switching it back on checks the address as adding it does.
    await call(app, partner.token, 'PATCH', `/${id}`, { enabled: false })
    const on = await call(app, partner.token, 'PATCH', `/${id}`, { enabled: true })
    expect(on.statusCode).toBe(400)
    expect(on.json().error.message).toBe(webhookMessages.urlPrivate)
  })
})

describe('isPrivateAddress', () => {
  it.each([
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
    ['127.0.0.1', true],
    ['10.255.255.255', true],
    ['172.31.0.1', true],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['100.127.255.255', true],
    ['100.128.0.1', false],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['224.0.0.1', true],
    ['::', true],
    ['::1', true],
    ['fe80::abcd', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['::ffff:10.0.0.1', true],
    ['not an address', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected)
  })

  it('resolves names: localhost is private, a public literal passes', async () => {
    expect(await checkDestination(new URL('http://localhost/x'))).toMatchObject({ kind: 'private' })
    expect(await checkDestination(new URL('https://8.8.8.8/x'))).toBeUndefined()
    expect(await checkDestination(new URL('https://[2606:4700:4700::1111]/x'))).toBeUndefined()
  })
})
