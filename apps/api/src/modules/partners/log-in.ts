import { DomainError, type PartnerLogin } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { tooManyRequests, type PartnerCounters } from './partner-limits'
import { verifyPassword } from './passwords'
import { findPartnerByEmail } from './repository'
import { startSession } from './sessions'

/** One answer for an unknown email and a wrong password, so neither reveals an account. */
export const invalidCredentialsMessage = 'Invalid email or password'

export async function logIn(
  db: Database,
  counters: PartnerCounters,
  request: FastifyRequest,
  login: PartnerLogin,
): Promise<string> {
  const { signInFailuresByEmail: byEmail, signInFailuresByAddress: byAddress } = counters
  const [emailSpent, addressSpent] = await Promise.all([
    byEmail.isSpent(request),
    byAddress.isSpent(request),
  ])
  if (emailSpent || addressSpent) throw tooManyRequests()

  const account = await findPartnerByEmail(db, login.email)
  const valid = await verifyPassword(account?.passwordHash, login.password)
  if (!account || !valid) {
    await Promise.all([byEmail.add(request), byAddress.add(request)])
    throw new DomainError('UNAUTHORIZED', invalidCredentialsMessage)
  }
  return startSession(db, account.id)
}
