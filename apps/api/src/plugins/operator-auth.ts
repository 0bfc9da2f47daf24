import { DomainError, operatorMessages, type OperatorRole } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { bearerToken } from '../http/bearer-token'
import { authGuard } from './auth-first'

/** An operator with a live console session, as the guarded routes see them. */
export type SignedInOperator = { id: string; email: string; role: OperatorRole; sessionId: string }

export type OperatorAuthOptions = {
  /** The operator whose live session the bearer token is, else null (the operators module's). */
  resumeSession: (db: Database, token: string) => Promise<SignedInOperator | null>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator` on the routes it guards; null everywhere else. */
    operator: SignedInOperator | null
  }
  interface FastifyInstance {
    /**
     * preHandler for operator console routes (docs/decisions/010-operator-accounts.md): 401
     * without a live operator session, whatever else the request carries (a partner or booking
     * token is not one); 403 when `role` is 'admin' and the operator is a dispatcher.
     */
    requireOperator(role?: OperatorRole): preHandlerAsyncHookHandler
  }
}

const signInRequired = () => new DomainError('UNAUTHORIZED', operatorMessages.sessionRequired)

// The lookup comes from app.ts, so this plugin imports no feature module (and none imports back).
export const operatorAuthPlugin = fp<OperatorAuthOptions>(
  async (app: FastifyInstance, { resumeSession }) => {
    app.decorateRequest('operator', null)
    app.decorate('requireOperator', (role?: OperatorRole) => {
      return authGuard(async function requireOperator(request: FastifyRequest) {
        const token = bearerToken(request)
        const operator = token ? await resumeSession(app.db, token) : null
        if (!operator) throw signInRequired()
        if (role === 'admin' && operator.role !== 'admin') {
          throw new DomainError('FORBIDDEN', operatorMessages.adminOnly)
        }
        request.operator = operator
      })
    })
  },
  { name: 'operator-auth', dependencies: ['db'] },
)

/** The signed-in operator, for handlers behind `app.requireOperator()`. */
export function signedInOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw signInRequired()
  return request.operator
}
