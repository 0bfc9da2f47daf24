import { startFakeHttpServer, type FakeRequest } from '../../../test/support/fake-http-server'

export const twilioSid = `AC${'0123456789abcdef'.repeat(2)}`
export const twilioToken = 'test-auth-token'
export const twilioFrom = '+15005550006'

/** Numbers the fake refuses: as Twilio does an invalid number, and as when it is down. */
export const invalidNumber = '+15005550001'
export const failingNumber = '+15005550009'

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, basic auth): 201 with a message SID, 400 with error 21211 for `invalidNumber`,
 * 500 for `failingNumber`, 401 for wrong credentials. `delayMs` slows every answer.
 */
export async function startFakeTwilio(options: { delayMs?: number } = {}) {
  let sent = 0
  const expectedAuth = `Basic ${Buffer.from(`${twilioSid}:${twilioToken}`).toString('base64')}`
  const server = await startFakeHttpServer((request) => {
    const delayMs = options.delayMs ?? 0
    if (request.url.pathname !== `/2010-04-01/Accounts/${twilioSid}/Messages.json`) {
      return { status: 404, body: { code: 20404, message: 'Not found' }, delayMs }
    }
    if (request.headers.authorization !== expectedAuth) {
      return { status: 401, body: { code: 20003, message: 'Authenticate' }, delayMs }
    }
    const to = formOf(request)
      .get('To')
      ?.replace(/^whatsapp:/, '')
    if (to === invalidNumber) {
      const message = `The 'To' number ${to} is not a valid phone number.`
      return { status: 400, body: { code: 21211, message, status: 400 }, delayMs }
    }
    if (to === failingNumber) return { status: 500, body: { message: 'Internal error' }, delayMs }
    sent += 1
    return {
      status: 201,
      body: { sid: `SM${String(sent).padStart(32, '0')}`, status: 'queued' },
      delayMs,
    }
  })
  return {
    ...server,
    /** The accepted texts, each as its form fields. */
    accepted: () =>
      server.requests
        .map(formOf)
        .filter((form) => ![invalidNumber, failingNumber].includes(stripPrefix(form.get('To')))),
  }
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>

export const formOf = (request: FakeRequest) => new URLSearchParams(request.body)
const stripPrefix = (value: string | null) => (value ?? '').replace(/^whatsapp:/, '')

/** The environment that points an app at the fake. */
export const twilioEnv = (fake: { url: string }) => ({
  TWILIO_ACCOUNT_SID: twilioSid,
  TWILIO_AUTH_TOKEN: twilioToken,
  TWILIO_FROM: twilioFrom,
  TWILIO_WHATSAPP_FROM: '+15005550007',
  TWILIO_API_BASE: fake.url,
})
