import {
  DomainError,
  providerAccountMessages as m,
  type ProviderTotpEnrolment,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { acceptedTotpStep, enrolmentFor, newTotpSecret } from '../../lib/totp'
import { countAsAttemptOf } from '../../lib/request-counter'
import { countProviderAttempt, type ProviderCounters } from './provider-limits'
import { claimTotpStep, findProviderUserById, updateProviderUser } from './repository'

// Optional two-step sign-in for the signed-in provider user, with the operators' TOTP settings
// (lib/totp.ts). There are no recovery codes here: a new password from a reset link keeps the
// app, so only a signed-in user (with a current code) can turn it off.

async function signedInUser(db: Database, userId: string) {
  const user = await findProviderUserById(db, userId)
  if (!user) throw new DomainError('UNAUTHORIZED', m.sessionRequired)
  return user
}

/** A new secret to scan; asking again replaces it, so a secret is shown only before it is in use. */
export async function startTotpEnrolment(
  db: Database,
  userId: string,
): Promise<ProviderTotpEnrolment> {
  const user = await signedInUser(db, userId)
  if (user.totpEnabled) throw new DomainError('CONFLICT', m.alreadyEnrolled)
  const secret = newTotpSecret()
  await updateProviderUser(db, user.id, { totpSecret: secret })
  return enrolmentFor(secret, user.email)
}

/** A current code from the app, used once; wrong codes count against the user and address. */
async function checkCurrentCode(
  db: Database,
  counters: ProviderCounters,
  request: FastifyRequest,
  user: { id: string; email: string; totpSecret: string },
  code: string,
) {
  countAsAttemptOf(request, user.id)
  const attempt = await countProviderAttempt(
    request,
    counters.codeFailuresByUser,
    counters.codeFailuresByAddress,
  )
  const step = acceptedTotpStep(user.totpSecret, user.email, code)
  if (step === null || !(await claimTotpStep(db, user.id, step))) {
    throw new DomainError('BAD_REQUEST', m.codeWrong, {
      details: [{ path: 'code', message: m.codeWrong }],
    })
  }
  await attempt.succeeded()
}

/** The first good code from the app turns two-step sign-in on. */
export async function confirmTotpEnrolment(
  db: Database,
  counters: ProviderCounters,
  request: FastifyRequest,
  userId: string,
  code: string,
) {
  const user = await signedInUser(db, userId)
  if (user.totpEnabled) throw new DomainError('CONFLICT', m.alreadyEnrolled)
  if (!user.totpSecret) throw new DomainError('CONFLICT', m.enrolmentFirst)
  await checkCurrentCode(db, counters, request, { ...user, totpSecret: user.totpSecret }, code)
  await updateProviderUser(db, user.id, { totpEnabled: true })
}

/** Turning it off takes a current code, so a borrowed session alone cannot weaken the account. */
export async function removeTotp(
  db: Database,
  counters: ProviderCounters,
  request: FastifyRequest,
  userId: string,
  code: string,
) {
  const user = await signedInUser(db, userId)
  if (!user.totpEnabled || !user.totpSecret) throw new DomainError('CONFLICT', m.notEnrolled)
  await checkCurrentCode(db, counters, request, { ...user, totpSecret: user.totpSecret }, code)
  await updateProviderUser(db, user.id, {
    totpEnabled: false,
    totpSecret: null,
    totpLastStep: null,
  })
}
