import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One line per request, at the end, of a few plain fields. Fastify's own two lines ('incoming
 * request', then 'request completed') ran pino's request and reply serialisers and the
 * redaction for each, which cost about a sixth of a place search's time at info level. The
 * request's body, headers and query string are never logged: the path is enough to find a
 * request, and bodies hold travellers' names, phone numbers and tokens.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

/** The URL without its query string, which may hold what a traveller typed. */
function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}
