import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { partnerSessions } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, logIn, signUp, strongPassword, uniqueEmail } from './partner-test-kit'

const completeProfile = {
  business_name: 'Skyline Travels',
  admin_email: 'admin@skyline.example',
  admin_contact: '+919876543210',
  country: 'India',
  city: 'Indore',
  website: 'https://skyline.example',
}
const unauthorized = {
  success: false,
  error: {
    code: 'UNAUTHORIZED',
    message: 'Your session has expired or is not valid. Please sign in.',
  },
}

describe('partner account: sign up, profile, dashboard, sign out', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('signs up, reads and completes the profile, then signs out for good', async () => {
    const email = uniqueEmail('Skyline')
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: {
        email: email.toUpperCase(),
        contact_number: '+14155550100',
        password: strongPassword,
      },
    })
    expect(signup.statusCode).toBe(201)
    expect(signup.json().data.token).toMatch(/^[\w-]{43}$/)

    const login = await logIn(app, email, strongPassword)
    expect(login.statusCode).toBe(200)
    const token: string = login.json().data.token

    const profile = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toEqual({
      success: true,
      data: {
        partner: {
          id: expect.any(String),
          email: email.toLowerCase(),
          contact_number: '+14155550100',
          created_at: expect.any(String),
          // Until the emailed link is opened (docs/decisions/019-partner-approval.md).
          status: 'email_unconfirmed',
        },
        // The sign-up email and number stand in for the admin ones until the partner changes them.
        profile: {
          business_name: null,
          admin_email: email.toLowerCase(),
          admin_contact: '+14155550100',
          address: null,
          country: null,
          city: null,
          tax_id: null,
          website: null,
          is_profile_complete: false,
        },
        // Signed in as the account's own login, its first admin.
        viewer: { kind: 'owner', email: email.toLowerCase(), role: 'admin' },
      },
    })

    const update = await app.inject({
      method: 'PUT',
      url: '/api/v1/partners/profile',
      headers: bearer(token),
      payload: completeProfile,
    })
    expect(update.statusCode).toBe(200)
    expect(update.json().data).toEqual({
      message: 'Profile updated',
      profile: { ...completeProfile, address: null, tax_id: null, is_profile_complete: true },
    })

    const incomplete = await app.inject({
      method: 'PUT',
      url: '/api/v1/partners/profile',
      headers: bearer(token),
      payload: { ...completeProfile, city: ' ' },
    })
    expect(incomplete.statusCode).toBe(400)
    expect(incomplete.json().error.message).toBe('Please fill all required fields')

    const dashboard = await app.inject({
      url: '/api/v1/partners/dashboard',
      headers: bearer(token),
    })
    expect(dashboard.json().data).toEqual({
      profile: expect.objectContaining({
        business_name: 'Skyline Travels',
        is_profile_complete: true,
      }),
      stats: { total_bookings: 0, confirmed_bookings: 0, pending_bookings: 0, total_revenue: 0 },
      recent_bookings: [],
      // Paying by card: no credit on account to show.
      credit: null,
    })

    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/logout',
      headers: bearer(token),
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ success: true, data: { message: 'Signed out' } })
    const after = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual(unauthorized)
  })

  it.each([
    ['GET', '/api/v1/partners/profile'],
    ['PUT', '/api/v1/partners/profile'],
    ['GET', '/api/v1/partners/dashboard'],
    ['GET', '/api/v1/partners/bookings'],
    ['POST', '/api/v1/partners/logout'],
  ] as const)('%s %s answers 401 without a valid token', async (method, url) => {
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const response = await app.inject({ method, url, headers, payload: completeProfile })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(unauthorized)
    }
  })

  it('refuses a business name carrying a link, which invitation mails would quote', async () => {
    const { token } = await signUp(app)
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/partners/profile',
      headers: bearer(token),
      payload: {
        ...completeProfile,
        business_name: 'Acme Security Alert: reset at https://evil.example/login',
      },
    })
    expect(saved.statusCode).toBe(400)
    expect(saved.json().error.message).toBe('Names cannot contain a web address')
  })

  it('keeps a partner website only as an http(s) link', async () => {
    const { token } = await signUp(app)
    const save = (website: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/partners/profile',
        headers: bearer(token),
        payload: { ...completeProfile, website },
      })
    const scripted = await save('javascript:alert(document.cookie)')
    expect(scripted.statusCode).toBe(400)
    expect(scripted.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a website address such as https://example.com',
    })
    const stored = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
    expect(stored.json().data.profile.website).toBeNull()

    const bare = await save('skyline.example')
    expect(bare.json().data.profile.website).toBe('https://skyline.example')
  })

  it('refuses a second account for the same email in another case with 409', async () => {
    const { email } = await signUp(app)
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: {
        email: email.toUpperCase(),
        contact_number: '+14155550199',
        password: 'Other#2025x',
      },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please sign in instead.',
    })
  })

  it('accepts a 64-character password and refuses one over 128', async () => {
    const long = `Aa1#${'x'.repeat(60)}`
    const { email } = await signUp(app, uniqueEmail(), long)
    expect((await logIn(app, email, long)).statusCode).toBe(200)
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: {
        email: uniqueEmail(),
        contact_number: '+14155550100',
        password: `Aa1#${'x'.repeat(125)}`,
      },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toBe('Password must be at most 128 characters')
  })

  it('takes a contact number with spaces, as the traveller form does, and keeps its digits', async () => {
    const email = uniqueEmail('Spaced')
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: { email, contact_number: '+44 20 7946 0111', password: strongPassword },
    })
    expect(signup.statusCode).toBe(201)
    const profile = await app.inject({
      url: '/api/v1/partners/profile',
      headers: bearer(signup.json().data.token),
    })
    expect(profile.json().data.partner.contact_number).toBe('+442079460111')
  })

  it('answers 401 once a session is past its 30 days', async () => {
    const { token } = await signUp(app)
    await app.db.update(partnerSessions).set({ expiresAt: sql`now() - interval '1 second'` })
    const response = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
    expect(response.statusCode).toBe(401)
  })
})
