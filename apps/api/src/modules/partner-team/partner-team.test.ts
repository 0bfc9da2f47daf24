import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { mailOutbox, partnerMembers, partners } from '../../db/schema'
import { bookingPayload, signQuote } from '../bookings/test-fixtures'
import {
  approvedPartner,
  bearer,
  logIn,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../partners/partner-test-kit'
import { accept, invitationToken, invite, signedInMember, teamCall } from './team-test-kit'

let app: App

beforeAll(async () => {
  // Many sign-ups from one address: the limits have tests of their own.
  app = await createTestApp({ env: { RATE_LIMITS: 'off' } })
})
afterAll(() => app.close())

const sessionExpired = {
  code: 'UNAUTHORIZED',
  message: 'Your session has expired or is not valid. Please sign in.',
}
const unavailable =
  'This email cannot be invited. Ask your colleague for another work address, or contact support if you think this is wrong.'
const invalidLink =
  'This invitation link is not valid any more. Ask an admin of your account to send a new one.'

const profile = (token: string) =>
  app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })

describe('a colleague invited to the team', () => {
  it('joins, signs in, books for the account, and is signed out when removed', async () => {
    const owner = await approvedPartner(app, 10)
    const email = uniqueEmail('anna')
    const invited = await teamCall(app, owner.token, 'POST', '/members', {
      name: '  Anna Berg ',
      email: email.toUpperCase(),
      role: 'booker',
    })
    expect(invited.statusCode).toBe(201)
    expect(invited.json().data).toMatchObject({
      message: `Invitation sent to ${email}.`,
      member: { name: 'Anna Berg', email, role: 'booker', status: 'invited', joined_at: null },
    })

    // Not before the password is chosen.
    expect((await logIn(app, email, strongPassword)).statusCode).toBe(401)

    const token = await invitationToken(app, email)
    const joined = await accept(app, token)
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toEqual({
      message: 'Your password is set. Sign in with your email and your new password.',
      email,
    })

    const team = (await teamCall(app, owner.token, 'GET', '')).json().data
    expect(team.owner).toEqual({ email: owner.email, role: 'admin' })
    expect(team.members).toMatchObject([{ email, role: 'booker', status: 'active' }])

    const login = await logIn(app, email, strongPassword)
    expect(login.statusCode).toBe(200)
    const memberToken = login.json().data.token as string
    const me = (await profile(memberToken)).json().data
    expect(me.partner.id).toBe(owner.partnerId)
    expect(me.viewer).toEqual({ kind: 'member', email, role: 'booker' })

    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      payload: bookingPayload(await signQuote(app)),
      headers: bearer(memberToken),
    })
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json().data.id as string
    // The account's discount applies, and the booking says who made it, to the partner only.
    const list = (
      await app.inject({ url: '/api/v1/partners/bookings', headers: bearer(owner.token) })
    ).json().data
    expect(list.bookings.map((b: { id: string }) => b.id)).toContain(bookingId)
    const ride = await app.inject({
      url: `/api/v1/rides/${bookingId}`,
      headers: bearer(owner.token),
    })
    expect(ride.json().data.booked_by).toBe(email)
    const travellerView = await app.inject({
      url: `/api/v1/rides/${bookingId}`,
      headers: { 'x-booking-token': booked.json().data.access_token },
    })
    expect(travellerView.json().data.booked_by).toBeNull()

    const removed = await teamCall(app, owner.token, 'DELETE', `/members/${team.members[0].id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.message).toBe(
      'Removed from your team. They are signed out everywhere.',
    )
    const after = await profile(memberToken)
    expect(after.statusCode).toBe(401)
    expect(after.json().error).toEqual(sessionExpired)
    expect((await logIn(app, email, strongPassword)).statusCode).toBe(401)
    expect((await teamCall(app, owner.token, 'GET', '')).json().data.members).toEqual([])
    // The booking still names them.
    const kept = await app.inject({
      url: `/api/v1/rides/${bookingId}`,
      headers: bearer(owner.token),
    })
    expect(kept.json().data.booked_by).toBe(email)
  })

  it("records the account's own login as the one who booked", async () => {
    const owner = await approvedPartner(app)
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      payload: bookingPayload(await signQuote(app)),
      headers: bearer(owner.token),
    })
    const ride = await app.inject({
      url: `/api/v1/rides/${booked.json().data.id}`,
      headers: bearer(owner.token),
    })
    expect(ride.json().data.booked_by).toBe(owner.email)
    expect((await profile(owner.token)).json().data.viewer).toEqual({
      kind: 'owner',
      email: owner.email,
      role: 'admin',
    })
  })
})

describe('an invitation link', () => {
  it('works once', async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    const token = await invitationToken(app, member.email)
    expect((await accept(app, token)).statusCode).toBe(200)
    const again = await accept(app, token, 'Other#Pass9')
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'BAD_REQUEST', message: invalidLink })
    // The first password stands.
    expect((await logIn(app, member.email, strongPassword)).statusCode).toBe(200)
    expect((await logIn(app, member.email, 'Other#Pass9')).statusCode).toBe(401)
  })

  it('stops working after three days, and a resent one works', async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    const first = await invitationToken(app, member.email)
    await app.db
      .update(partnerMembers)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerMembers.id, member.id))
    const listed = (await teamCall(app, owner.token, 'GET', '')).json().data.members
    expect(listed[0].status).toBe('invitation_expired')
    expect((await accept(app, first)).json().error.message).toBe(invalidLink)

    const resent = await teamCall(
      app,
      owner.token,
      'POST',
      `/members/${member.id}/resend-invitation`,
    )
    expect(resent.statusCode).toBe(200)
    expect(resent.json().data.member.status).toBe('invited')
    const second = await invitationToken(app, member.email)
    expect(second).not.toBe(first)
    expect((await accept(app, first)).statusCode).toBe(400)
    expect((await accept(app, second)).statusCode).toBe(200)
    const notNeeded = await teamCall(
      app,
      owner.token,
      'POST',
      `/members/${member.id}/resend-invitation`,
    )
    expect(notNeeded.statusCode).toBe(409)
  })

  it('stops working when the invitation is cancelled', async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    const token = await invitationToken(app, member.email)
    const cancelled = await teamCall(app, owner.token, 'DELETE', `/members/${member.id}`)
    expect(cancelled.json().data.message).toBe('Invitation cancelled.')
    expect((await accept(app, token)).json().error.message).toBe(invalidLink)
  })

  it('refuses a weak password with the rule, keeping the link usable', async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    const token = await invitationToken(app, member.email)
    const weak = await accept(app, token, 'short')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.details[0].message).toBe(
      'Password must be 8+ chars with upper, lower, number, special',
    )
    expect((await accept(app, token)).statusCode).toBe(200)
  })
})

describe('inviting an email already in use', () => {
  it('answers alike whoever uses it, and creates nothing', async () => {
    const owner = await signUp(app)
    const other = await signUp(app)
    const othersMember = await invite(app, other.token)
    const ownMember = await invite(app, owner.token)
    const answers = []
    for (const email of [
      other.email,
      othersMember.email,
      ownMember.email,
      owner.email,
      other.email.toUpperCase(),
    ]) {
      const response = await teamCall(app, owner.token, 'POST', '/members', {
        name: 'Someone',
        email,
        role: 'admin',
      })
      answers.push({ status: response.statusCode, body: response.json() })
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 409,
        body: {
          success: false,
          error: {
            code: 'CONFLICT',
            message: unavailable,
            details: [{ path: 'email', message: unavailable }],
          },
        },
      })
    }
    expect((await teamCall(app, owner.token, 'GET', '')).json().data.members).toHaveLength(1)
  })

  it('accepts the email of a removed member again', async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    await teamCall(app, owner.token, 'DELETE', `/members/${member.id}`)
    const again = await teamCall(app, owner.token, 'POST', '/members', {
      name: 'Back again',
      email: member.email,
      role: 'admin',
    })
    expect(again.statusCode).toBe(201)
  })

  it("keeps a member's email from signing up as a new partner", async () => {
    const owner = await signUp(app)
    const member = await invite(app, owner.token)
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: { email: member.email, contact_number: '+14155550100', password: strongPassword },
    })
    expect(signup.statusCode).toBe(409)
  })
})

describe('roles on the team', () => {
  it('lets an admin member manage the team but not change or remove themselves', async () => {
    const owner = await signUp(app)
    const admin = await signedInMember(app, owner.token, 'admin')
    const booker = await invite(app, admin.token, 'booker')

    const promoted = await teamCall(app, admin.token, 'PATCH', `/members/${booker.id}`, {
      role: 'admin',
    })
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json().data).toMatchObject({
      message: 'Role changed.',
      member: { role: 'admin' },
    })

    const self = await teamCall(app, admin.token, 'PATCH', `/members/${admin.id}`, {
      role: 'booker',
    })
    expect(self.statusCode).toBe(409)
    expect(self.json().error.message).toBe(
      'You cannot change your own role or remove yourself. Ask another admin.',
    )
    expect((await teamCall(app, admin.token, 'DELETE', `/members/${admin.id}`)).statusCode).toBe(
      409,
    )

    // The owner can demote them; the new role holds on their next call.
    await teamCall(app, owner.token, 'PATCH', `/members/${admin.id}`, { role: 'booker' })
    const refused = await teamCall(app, admin.token, 'GET', '')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin of your account can do this.',
    })
  })

  it('keeps the business profile to admins; any portal user reads it', async () => {
    const owner = await signUp(app)
    const booker = await signedInMember(app, owner.token, 'booker')
    const update = {
      business_name: 'Harbour Travel',
      admin_email: 'ops@harbour.example',
      admin_contact: '+14155550100',
      country: 'USA',
      city: 'Boston',
    }
    const put = (token: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/partners/profile',
        payload: update,
        headers: bearer(token),
      })
    expect((await put(booker.token)).statusCode).toBe(403)
    expect((await put(owner.token)).statusCode).toBe(200)
    const read = await profile(booker.token)
    expect(read.statusCode).toBe(200)
    expect(read.json().data.profile.business_name).toBe('Harbour Travel')
  })
})

describe('a suspended account', () => {
  it('signs its members out and answers their sign-in as it answers the owner', async () => {
    const owner = await signUp(app)
    const member = await signedInMember(app, owner.token, 'admin')
    await app.db
      .update(partners)
      .set({ status: 'suspended' })
      .where(eq(partners.id, owner.partnerId))
    expect((await profile(member.token)).statusCode).toBe(401)
    const refused = await logIn(app, member.email, strongPassword)
    expect(refused.statusCode).toBe(403)
    expect((await logIn(app, member.email, 'Wrong#Pass1')).statusCode).toBe(401)
  })
})

describe("a member's forgotten password", () => {
  it("resets the member's password and ends only the member's sessions", async () => {
    const owner = await signUp(app)
    const member = await signedInMember(app, owner.token, 'booker')
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/request-password-reset',
      payload: { email: member.email },
    })
    expect(asked.statusCode).toBe(200)
    // The link is made after the answer: wait for its mail.
    let resetToken: string | undefined
    for (let i = 0; i < 50 && !resetToken; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const mails = await app.db.select().from(mailOutbox)
      resetToken = mails
        .filter((mail) => mail.toAddress === member.email)
        .map((mail) => /reset-password#token=([\w-]+)/.exec(mail.textBody)?.[1])
        .find(Boolean)
    }
    expect(resetToken).toBeDefined()
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/reset-password',
      payload: { token: resetToken, password: 'Fresh#Pass42' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await profile(member.token)).statusCode).toBe(401)
    expect((await profile(owner.token)).statusCode).toBe(200)
    expect((await logIn(app, member.email, 'Fresh#Pass42')).statusCode).toBe(200)
    expect((await logIn(app, owner.email, strongPassword)).statusCode).toBe(200)
  })
})
