import type { FastifyInstance } from 'fastify'

/** What a JSON body with a NUL character gets: PostgreSQL text cannot hold one. */
export const nulCharacterMessage =
  'Text cannot contain the NUL character (U+0000). Remove it and send the request again.'

const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul)
  return false
}

/**
 * JSON bodies parse as Fastify's own parser does (prototype poisoning refused), and a body that
 * carries a NUL character anywhere is refused with a 400 before any route sees it. Some routes
 * no longer write what they are sent (a price calculation signs its quote instead of storing
 * it), so the database can no longer be the one to notice. The text is walked only when its raw
 * form could hold a NUL at all.
 */
export function refuseNulInJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body)
    void parseJson(request, raw, (error: Error | null, parsed?: unknown) => {
      if (error) return done(error)
      if ((raw.includes('\\u0000') || raw.includes('\u0000')) && containsNul(parsed)) {
        return done(Object.assign(new Error(nulCharacterMessage), { statusCode: 400 }))
      }
      done(null, parsed)
    })
  })
}
