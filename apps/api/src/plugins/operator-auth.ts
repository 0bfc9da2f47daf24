import { DomainError, operatorMessages, type OperatorRole } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { resumeSession, type SignedInOperator } from '../modules/operators'
import { authGuard } from './auth-first'
import { bearerToken } from './partner-auth'

export type { SignedInOperator }

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

export const operatorAuthPlugin = fp(
  async (app: FastifyInstance) => {
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
