import { DomainError, partnerMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestCounter, type RequestCounter } from '../../lib/request-counter'

// Counted in the rate-limit store (Redis when REDIS_URL is set), so every API process sees the
// same counts (docs/decisions/030-partner-business-tools.md).
export const teamLimits = {
  /** Invitations and resends one account may send an hour: a team grows by a few at a time. */
  invitationsPerPartnerPerHour: 30,
  /** Tries of invitation links from one address per 15 minutes, like reset links. */
  acceptAttemptsPerAddress: 20,
} as const

export function createTeamCounters(app: FastifyInstance) {
  return {
    invitationsByPartner: requestCounter(app, {
      max: teamLimits.invitationsPerPartnerPerHour,
      windowMs: 60 * 60 * 1000,
      keyOf: (request) => `partners:team-invite:partner:${request.partner?.id ?? request.ip}`,
    }),
    acceptAttemptsByAddress: requestCounter(app, {
      max: teamLimits.acceptAttemptsPerAddress,
      windowMs: 15 * 60 * 1000,
      keyOf: (request) => `partners:team-accept:address:${request.ip}`,
    }),
  }
}
export type TeamCounters = ReturnType<typeof createTeamCounters>

/** Counts the request and refuses it past the counter's limit. */
export async function countOrRefuse(
  request: FastifyRequest,
  counter: RequestCounter,
  message: string = partnerMessages.tooManyRequests,
) {
  if (await counter.add(request)) throw new DomainError('TOO_MANY_REQUESTS', message)
}
