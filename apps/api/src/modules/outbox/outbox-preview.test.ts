import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import {
  bearer,
  lastMailTo,
  signedInAdmin,
  signedInInvitee,
  uniqueOperatorEmail,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { newProvider, signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { withoutLinkSecrets } from './mail-preview'

describe('hiding the secrets of a mail’s links', () => {
  it('drops the fragment of every link, in text and in HTML attributes alike', () => {
    const body = [
      'Choose your password: https://ridelane.test/ops/set-password#token=abc-DEF_123',
      '<a href="https://ridelane.test/rides/RL-7Q2#tok3n" target="_blank">View your ride</a>',
      'Receipt: https://ridelane.test/rides/RL-7Q2?receipt=1#tok3n.',
      'No fragment: https://ridelane.test/ops/bookings/42 and mailto:support@ridelane.com',
    ].join('\n')
    expect(withoutLinkSecrets(body)).toBe(
      [
        'Choose your password: https://ridelane.test/ops/set-password#hidden',
        '<a href="https://ridelane.test/rides/RL-7Q2#hidden" target="_blank">View your ride</a>',
        'Receipt: https://ridelane.test/rides/RL-7Q2?receipt=1#hidden',
        'No fragment: https://ridelane.test/ops/bookings/42 and mailto:support@ridelane.com',
      ].join('\n'),
    )
  })
})

describe('the preview of a mail in the console', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  let invitationId: string
  const preview = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/ops/outbox/${id}/preview`, headers })

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    // An operator's invitation: its set-password link is what must not leak.
    const email = uniqueOperatorEmail('invitee')
    const invited = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/operators',
      payload: { email, role: 'dispatcher' },
      headers: bearer(admin.token),
    })
    expect(invited.statusCode, invited.body).toBe(201)
    invitationId = (await lastMailTo(app, email))!.id
  })
  afterAll(() => app.close())

  it('answers 401 to no token and to a partner’s, a provider user’s, a driver’s or a booking’s', async () => {
    const partner = await signUp(app)
    const provider = await newProvider(app, admin.token)
    const providerUser = await signedInProviderUser(app, admin.token, provider.id)
    const foreign = await foreignCredentials(app, admin.token)
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      bearer(providerUser.token),
      ...foreign.driver,
      ...foreign.booking,
    ]
    for (const headers of strangers) {
      const response = await preview(invitationId, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
      expect(response.body).not.toContain('set-password')
    }
  })

  it('shows an admin and a dispatcher both parts, with the link’s token hidden', async () => {
    for (const token of [admin.token, dispatcher.token]) {
      const response = await preview(invitationId, bearer(token))
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const { mail } = response.json().data
      expect(mail).toMatchObject({
        id: invitationId,
        subject: 'Your Ridelane operator account',
        status: expect.any(String),
      })
      expect(mail.html).toContain('Choose your password')
      expect(mail.html).toContain('href="http://localhost:3000/ops/set-password#hidden"')
      expect(mail.text).toContain(
        'Choose your password: http://localhost:3000/ops/set-password#hidden',
      )
      expect(response.body).not.toContain('#token=')
    }
    // The mail itself is untouched: its reader still gets the working link.
    const stored = await lastMailTo(
      app,
      (await preview(invitationId, bearer(admin.token))).json().data.mail.to,
    )
    expect(stored!.textBody).toMatch(/set-password#token=[\w-]+/)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await preview(id, bearer(dispatcher.token))
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('No mail in the outbox has this id.')
    }
  })
})
