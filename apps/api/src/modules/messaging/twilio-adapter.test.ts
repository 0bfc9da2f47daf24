import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  failingNumber,
  formOf,
  invalidNumber,
  startFakeTwilio,
  twilioFrom,
  twilioSid,
  twilioToken,
  type FakeTwilio,
} from './fake-twilio-test-kit'
import { toE164 } from './phone-number'
import { createTwilioMessagingPort } from './twilio-adapter'

let twilio: FakeTwilio
beforeAll(async () => {
  twilio = await startFakeTwilio()
})
afterAll(() => twilio?.close())

const portOn = (apiBase: string, extra: { whatsappFrom?: string; timeoutMs?: number } = {}) =>
  createTwilioMessagingPort({
    accountSid: twilioSid,
    authToken: twilioToken,
    from: twilioFrom,
    apiBase,
    ...extra,
  })

const text = (to: string, channel: 'sms' | 'whatsapp' = 'sms') => ({
  id: 'a5f6b1f0-0000-4000-8000-000000000001',
  channel,
  to,
  body: 'Your job: https://ridelane.test/driver/jobs/#secret',
})

describe('the Twilio adapter', () => {
  it('sends an SMS with one form-encoded POST and basic auth', async () => {
    const before = twilio.requests.length
    const outcome = await portOn(twilio.url).send(text('+44 (20) 7946-0958'))
    expect(outcome).toEqual({ kind: 'sent', reference: expect.stringMatching(/^SM\d{32}$/) })

    const request = twilio.requests[before]!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/2010-04-01/Accounts/${twilioSid}/Messages.json`)
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const credentials = Buffer.from(`${twilioSid}:${twilioToken}`).toString('base64')
    expect(request.headers.authorization).toBe(`Basic ${credentials}`)
    expect(Object.fromEntries(formOf(request))).toEqual({
      To: '+442079460958',
      From: twilioFrom,
      Body: 'Your job: https://ridelane.test/driver/jobs/#secret',
    })
  })

  it('prefixes both numbers with whatsapp: for WhatsApp', async () => {
    const before = twilio.requests.length
    await portOn(twilio.url, { whatsappFrom: '+15005550007' }).send(text('+3361234567', 'whatsapp'))
    await portOn(twilio.url).send(text('0033 6 12 34 56 78', 'whatsapp'))
    const [own, shared] = twilio.requests.slice(before).map(formOf)
    expect(own!.get('To')).toBe('whatsapp:+3361234567')
    expect(own!.get('From')).toBe('whatsapp:+15005550007')
    // Without a WhatsApp sender of its own, the SMS number sends on WhatsApp too.
    expect(shared!.get('To')).toBe('whatsapp:+33612345678')
    expect(shared!.get('From')).toBe(`whatsapp:${twilioFrom}`)
  })

  it('reports an invalid number as a permanent refusal', async () => {
    const outcome = await portOn(twilio.url).send(text(invalidNumber))
    expect(outcome).toEqual({
      kind: 'refused',
      permanent: true,
      reason: 'Twilio answered 400 (error 21211)',
      detail: `The 'To' number ${invalidNumber} is not a valid phone number.`,
    })
  })

  it('refuses a number that cannot be international without asking Twilio', async () => {
    const before = twilio.requests.length
    expect(await portOn(twilio.url).send(text('12 34'))).toEqual({
      kind: 'refused',
      permanent: true,
      reason: 'not an international number',
    })
    expect(twilio.requests).toHaveLength(before)
  })

  it('reports wrong credentials as permanent', async () => {
    const port = createTwilioMessagingPort({
      accountSid: twilioSid,
      authToken: 'wrong',
      from: twilioFrom,
      apiBase: twilio.url,
    })
    expect(await port.send(text('+442079460958'))).toMatchObject({
      kind: 'refused',
      permanent: true,
      reason: 'Twilio answered 401 (error 20003)',
    })
  })

  it('reports Twilio failing, slow or unreachable as temporary', async () => {
    expect(await portOn(twilio.url).send(text(failingNumber))).toMatchObject({
      kind: 'refused',
      permanent: false,
      reason: 'Twilio answered 500',
    })

    const slow = await startFakeTwilio({ delayMs: 1000 })
    try {
      expect(await portOn(slow.url, { timeoutMs: 100 }).send(text('+442079460958'))).toEqual({
        kind: 'refused',
        permanent: false,
        reason: 'Twilio did not answer within 100 ms',
      })
    } finally {
      await slow.close()
    }

    const gone = await startFakeTwilio()
    await gone.close()
    expect(await portOn(gone.url).send(text('+442079460958'))).toEqual({
      kind: 'refused',
      permanent: false,
      reason: 'could not reach Twilio (ECONNREFUSED)',
    })
  })
})

describe('toE164', () => {
  it.each([
    ['+44 (20) 7946-0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1.415.555.0100', '+14155550100'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164)
  })

  it.each(['', '12345', '+0123456789', 'call me', '+1234567890123456', '2125550100'])(
    'refuses %j (a number without + or 00 may be a national one)',
    (typed) => {
      expect(toE164(typed)).toBeUndefined()
    },
  )
})
