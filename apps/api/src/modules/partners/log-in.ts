import { setTimeout as sleep } from 'node:timers/promises'
import { DomainError, partnerStatusMessages, type PartnerLogin } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { signInDelayMs, tooManyRequests, type PartnerCounters } from './partner-limits'
import { verifyPassword } from '../../lib/passwords'
import { countAttempt } from '../../lib/request-counter'
import { findMemberWhoMaySignIn } from './member-repository'
import { findPartnerByEmail } from './repository'
import { startSession } from './sessions'

/** One answer for an unknown email and a wrong password, so neither reveals an account. */
export const invalidCredentialsMessage = 'Invalid email or password'

/**
 * Checks the password, within limits that slow a guesser without locking out the owner
 * (docs/decisions/003-partner-accounts.md): the address that failed too often for this email, or
 * for any email, is refused; every other address waits a little longer per failure the email
 * has had, before the check, so the right password still gets in and the wait tells nothing.
 * The attempt counts before the check and is given back when the password is right.
 */
export async function logIn(
  db: Database,
  counters: PartnerCounters,
  request: FastifyRequest,
  login: PartnerLogin,
): Promise<string> {
  const {
    signInFailuresByEmailAndAddress: byPair,
    signInFailuresByAddress: byAddress,
    signInFailuresByEmail: byEmail,
  } = counters
  // Read before this attempt counts, so a first failure from anywhere waits nothing.
  const emailFailures = await byEmail.count(request)
  const attempt = await countAttempt(request, [byPair, byAddress, byEmail], tooManyRequests)
  // Counted alike for emails with and without an account, so the wait reveals neither.
  const delay = signInDelayMs(emailFailures)
  if (delay > 0) await sleep(delay)

  // The account's own login first, then a team member who has chosen a password
  // (docs/decisions/030-partner-business-tools.md): one email is never both.
  // A closed account (decision 046) is no account: its login was erased and nothing signs in.
  const found = await findPartnerByEmail(db, login.email)
  const owner = found?.status === 'closed' ? undefined : found
  const member = owner ? undefined : await findMemberWhoMaySignIn(db, login.email)
  const account = owner
    ? {
        partnerId: owner.id,
        memberId: null,
        passwordHash: owner.passwordHash,
        status: owner.status,
      }
    : member && { ...member, memberId: member.id }
  const valid = await verifyPassword(account?.passwordHash ?? undefined, login.password)
  if (!account || !valid) throw new DomainError('UNAUTHORIZED', invalidCredentialsMessage)
  await attempt.succeeded()
  // Only after the right password, so the answer tells a guesser nothing new.
  if (account.status === 'suspended') {
    throw new DomainError('FORBIDDEN', partnerStatusMessages.suspended)
  }
  return startSession(db, account.partnerId, account.memberId)
}
