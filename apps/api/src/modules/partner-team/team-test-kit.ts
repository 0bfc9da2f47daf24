import { asc, eq } from 'drizzle-orm'
import type { PartnerRole } from '@ridelane/domain'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { bearer, logIn, strongPassword, uniqueEmail } from '../partners/partner-test-kit'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export function teamCall(
  app: App,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1/partners/team${path}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  })
}

export async function invite(
  app: App,
  adminToken: string,
  role: PartnerRole = 'booker',
  email = uniqueEmail('colleague'),
) {
  const response = await teamCall(app, adminToken, 'POST', '/members', {
    name: 'Anna Colleague',
    email,
    role,
  })
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`)
  return response.json().data.member as { id: string; email: string; role: PartnerRole }
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(app: App, email: string): Promise<string> {
  const mails = await app.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.createdAt))
  const token = mails
    .map((mail) => /\/partner\/join#token=([\w-]+)/.exec(mail.text)?.[1])
    .filter(Boolean)
    .at(-1)
  if (!token) throw new Error(`no invitation mailed to ${email}`)
  return token
}

export function accept(app: App, token: string, password = strongPassword) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/partners/team/accept',
    payload: { token, password },
  })
}

/** A colleague invited by `adminToken`'s account, joined and signed in. */
export async function signedInMember(app: App, adminToken: string, role: PartnerRole = 'booker') {
  const member = await invite(app, adminToken, role)
  const joined = await accept(app, await invitationToken(app, member.email))
  if (joined.statusCode !== 200) throw new Error(`accept failed: ${joined.body}`)
  const login = await logIn(app, member.email, strongPassword)
  if (login.statusCode !== 200) throw new Error(`member sign-in failed: ${login.body}`)
  return { ...member, token: login.json().data.token as string }
}
