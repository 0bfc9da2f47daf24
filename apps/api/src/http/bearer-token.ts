import type { FastifyRequest } from 'fastify'

// Session tokens are 43 characters and API keys 51; anything far longer is not one of them.
const MAX_TOKEN_LENGTH = 200

/** The bearer token of a request, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')
  const token = match?.[1]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}
