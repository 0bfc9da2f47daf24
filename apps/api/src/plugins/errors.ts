import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { preferredLanguage, type Wording } from '@ridelane/domain'
import { failure } from '../http/envelope'
import { toProblem, type Problem } from '../http/problem'
import { wordsIn } from '../i18n/server-i18n'

/** The 404 for every unknown API path (and any path at all when no web app is served). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(failure('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`))
}

/**
 * The problem's words in the client's language (Accept-Language among ours; English otherwise),
 * where the catalogues hold them, words with figures with their figures (a DomainError's
 * wordings, or a schema's message written from a wording; docs/decisions/052-server-messages.md).
 * The code never changes, so a client can always act on it. No Content-Language header: a
 * refusal must carry the same headers as a success (test/security/account-enumeration.test.ts).
 */
function inLanguage(problem: Problem, acceptLanguage: string | undefined) {
  const language = preferredLanguage(acceptLanguage)
  const words = (message: string, wording: Wording | undefined) =>
    wordsIn(language, wording ?? message)
  return {
    message: words(problem.message, problem.wordings?.message),
    details: problem.details?.map((issue, index) => ({
      ...issue,
      message: words(issue.message, problem.wordings?.details?.[index]),
    })),
  }
}

/**
 * The one place that turns errors into the failure envelope (docs/architecture.md#api): 4xx keep
 * the reason, 5xx are logged in full and answered with a generic message, never a stack trace.
 * The message is in the client's language; the log keeps the English.
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
      const said = inLanguage(problem, request.headers['accept-language'])
      return reply.code(problem.status).send(failure(problem.code, said.message, said.details))
    })
  },
  { name: 'errors' },
)
