import { setTimeout as sleep } from 'node:timers/promises'
import { DomainError, partnerStatusMessages, type PartnerLogin } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { signInDelayMs, tooManyRequests, type PartnerCounters } from './partner-limits'
import { verifyPassword } from '../../lib/passwords'
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
  const [pairSpent, addressSpent, emailFailures] = await Promise.all([
    byPair.isSpent(request),
    byAddress.isSpent(request),
    byEmail.count(request),
  ])
  if (pairSpent || addressSpent) throw tooManyRequests()
  // Counted alike for emails with and without an account, so the wait reveals neither.
  const delay = signInDelayMs(emailFailures)
  if (delay > 0) await sleep(delay)

  // The account's own login first, then a team member who has chosen a password
  // (docs/decisions/030-partner-business-tools.md): one email is never both.
  const owner = await findPartnerByEmail(db, login.email)
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
  if (!account || !valid) {
    await Promise.all([byPair.add(request), byAddress.add(request), byEmail.add(request)])
    throw new DomainError('UNAUTHORIZED', invalidCredentialsMessage)
  }
  // Only after the right password, so the answer tells a guesser nothing new.
  if (account.status === 'suspended') {
    throw new DomainError('FORBIDDEN', partnerStatusMessages.suspended)
  }
  return startSession(db, account.partnerId, account.memberId)
}
