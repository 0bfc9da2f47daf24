import { setTimeout as sleep } from 'node:timers/promises'
import {
  DomainError,
  providerAccountMessages as m,
  type ProviderSignIn,
  type ProviderSignInCode,
  type ProviderSignInResult,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { verifyPassword } from '../../lib/passwords'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { acceptedTotpStep } from '../../lib/totp'
import { countAsAttemptOf } from '../../lib/request-counter'
import { signInDelayMs } from '../partners'
import { countProviderAttempt, providerLimits, type ProviderCounters } from './provider-limits'
import {
  claimTicketTry,
  claimTotpStep,
  consumeToken,
  findUsableToken,
  findUserWhoMaySignIn,
  insertUserToken,
} from './repository'
import { startProviderSession } from './session-repository'

/** Time to open the authenticator app and type a code after the password was right. */
export const SIGN_IN_TICKET_LIFETIME_MS = 10 * 60 * 1000

/**
 * Email and password, within the partners' limits. An unknown email, a wrong password, a user
 * without a password yet, a disabled user and one of a deactivated provider all get the same 401
 * after the same argon2id work, so the answer tells nobody whether an account exists.
 */
export async function checkPassword(
  db: Database,
  counters: ProviderCounters,
  request: FastifyRequest,
  { email, password }: ProviderSignIn,
): Promise<ProviderSignInResult> {
  const { signInFailuresByEmailAndAddress, signInFailuresByAddress, signInFailuresByEmail } =
    counters
  const emailFailures = await signInFailuresByEmail.count(request)
  const attempt = await countProviderAttempt(
    request,
    signInFailuresByEmailAndAddress,
    signInFailuresByAddress,
    signInFailuresByEmail,
  )
  // Counted alike for emails with and without an account, so the wait reveals neither.
  const delay = signInDelayMs(emailFailures)
  if (delay > 0) await sleep(delay)

  const user = await findUserWhoMaySignIn(db, email)
  const valid = await verifyPassword(user?.passwordHash ?? undefined, password)
  if (!user || !valid) throw new DomainError('UNAUTHORIZED', m.signInInvalid)
  await attempt.succeeded()
  if (!user.totpEnabled) {
    return { next: 'signed_in', token: (await startProviderSession(db, user.id)).token }
  }
  const ticket = newSecretToken()
  await insertUserToken(db, {
    providerUserId: user.id,
    purpose: 'sign_in_ticket',
    tokenHash: hashSecretToken(ticket),
    expiresAt: new Date(Date.now() + SIGN_IN_TICKET_LIFETIME_MS),
  })
  return { next: 'code', ticket }
}

const ticketInvalid = () => new DomainError('UNAUTHORIZED', m.ticketInvalid)

/**
 * The code from the app for the ticket the password step gave. A code works once (its step is
 * claimed), a ticket dies after five wrong codes, and the user and address have their own limits.
 */
export async function checkCode(
  db: Database,
  counters: ProviderCounters,
  request: FastifyRequest,
  { ticket, code }: ProviderSignInCode,
): Promise<string> {
  const tokenHash = hashSecretToken(ticket)
  const found = await findUsableToken(db, 'sign_in_ticket', tokenHash)
  if (!found || !found.providerActive || found.user.status !== 'active' || !found.user.totpSecret) {
    throw ticketInvalid()
  }
  const { user } = found
  // Every try is counted before the code is looked at (lib/request-counter.ts#countAttempt).
  countAsAttemptOf(request, user.id)
  const attempt = await countProviderAttempt(
    request,
    counters.codeFailuresByUser,
    counters.codeFailuresByAddress,
  )
  if (!(await claimTicketTry(db, found.token.id, providerLimits.codeFailuresPerTicket))) {
    throw ticketInvalid()
  }
  const step = acceptedTotpStep(user.totpSecret!, user.email, code)
  if (step === null || !(await claimTotpStep(db, user.id, step))) {
    throw new DomainError('UNAUTHORIZED', m.codeWrong)
  }
  await attempt.succeeded()
  // The atomic claim decides between two uses of one ticket racing each other.
  if (!(await consumeToken(db, 'sign_in_ticket', tokenHash))) throw ticketInvalid()
  return (await startProviderSession(db, user.id)).token
}
