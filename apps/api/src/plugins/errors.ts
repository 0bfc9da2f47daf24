import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { failure } from '../http/envelope'
import { toProblem } from '../http/problem'

/** The 404 for every unknown API path (and any path at all when no web app is served). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(failure('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`))
}

/**
 * The one place that turns errors into the failure envelope (docs/architecture.md#api): 4xx keep
 * the reason, 5xx are logged in full and answered with a generic message, never a stack trace.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const problem = toProblem(error)
      if (problem.status >= 500) {
        request.log.error({ err: error }, 'request failed')
      } else {
        request.log.info({ code: problem.code, reason: problem.message }, 'request refused')
      }
      return reply
        .code(problem.status)
        .send(failure(problem.code, problem.message, problem.details))
    })
  },
  { name: 'errors' },
)
