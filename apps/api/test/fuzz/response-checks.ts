import { errorEnvelopeSchema } from '@ridelane/domain'
import type { LightMyRequestResponse as InjectResponse } from 'fastify'

// A stack frame ("at fn (/path/file.ts:1:2)"), an internal path, or an error's own name and text.
const internals = [
  /\bat .*\(?[\\/][^\s]+:\d+:\d+\)?/,
  /node_modules|[\\/]src[\\/]|file:\/\//,
  /\b(Type|Range|Reference|Syntax)?Error: /,
  /\b(ERR_|FST_ERR_)/,
  /\bduplicate key|violates .* constraint|syntax error at or near|relation "/i,
]

/** The files endpoints answer with on success (their content types). */
const downloads = /^(text\/calendar|application\/pdf|text\/csv)\b/
/** A copy of someone's data is a JSON file, not an answer in the envelope. */
const jsonFile = (response: InjectResponse) =>
  /^application\/json\b/.test(String(response.headers['content-type'])) &&
  String(response.headers['content-disposition']).startsWith('attachment; filename=')

/** Why the response breaks the API's promises for any input, or undefined when it keeps them. */
export function responseProblem(response: InjectResponse): string | undefined {
  const status = response.statusCode
  if (status >= 500) return `status ${status}`
  // A file the endpoint promises (a calendar entry, a receipt, an export) instead of JSON.
  if (status < 400 && downloads.test(String(response.headers['content-type']))) {
    return String(response.headers['content-disposition']).startsWith('attachment')
      ? undefined
      : `status ${status}: a ${response.headers['content-type']} file that is not an attachment`
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return `status ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `content type ${response.headers['content-type']}`
  }
  if (status >= 400 && !errorEnvelopeSchema.safeParse(body).success) {
    return `status ${status} without the error envelope: ${response.body.slice(0, 300)}`
  }
  if (status < 400 && !jsonFile(response)) {
    const envelope = body as { success?: unknown }
    if (envelope?.success !== true || !('data' in (body as object))) {
      return `status ${status} without the success envelope: ${response.body.slice(0, 300)}`
    }
  }
  const leak = internals.find((pattern) => pattern.test(response.body))
  if (leak) return `status ${status} leaks internals (${leak}): ${response.body.slice(0, 300)}`
  return undefined
}
