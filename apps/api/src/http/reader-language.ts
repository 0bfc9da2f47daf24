import { preferredLanguage, type Language } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'

/**
 * The language the client reads (Accept-Language among ours, else English): what a view's words
 * (a fare line's label) are written in (docs/decisions/052-server-messages.md).
 */
export const readerLanguage = (request: FastifyRequest): Language =>
  preferredLanguage(request.headers['accept-language'])
