import {
  errorCodeSchema,
  httpStatusByErrorCode,
  type DomainError,
  type ErrorCode,
  type FieldIssue,
} from '@ridelane/domain'

/**
 * What the client is told about a failed request. `wordings` are the DomainError's words with
 * figures in them, which the error handler writes in the client's language.
 */
export type Problem = {
  status: number
  code: ErrorCode
  message: string
  details?: FieldIssue[]
  wordings?: DomainError['wordings']
}

const codeByClientStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

export const internalProblem: Problem = {
  status: 500,
  code: 'INTERNAL_ERROR',
  message: /*i18n*/ 'Something went wrong on our side. Please try again.',
}

type ValidationIssue = { instancePath?: string; message?: string }
type ErrorLike = {
  code?: unknown
  message?: unknown
  statusCode?: unknown
  details?: unknown
  validation?: unknown
  wordings?: DomainError['wordings']
}

/**
 * Classifies anything thrown while handling a request. Errors carrying one of the envelope's codes
 * (the domain's DomainError, the rate limiter's error) keep their message; framework errors with a
 * 4xx status keep theirs; everything else is internal and its text never reaches the client.
 */
export function toProblem(thrown: unknown): Problem {
  if (typeof thrown !== 'object' || thrown === null) return internalProblem
  const error = thrown as ErrorLike

  if (Array.isArray(error.validation) && error.validation.length > 0) {
    const details = (error.validation as ValidationIssue[]).map(toFieldIssue)
    return { status: 400, code: 'VALIDATION_FAILED', message: details[0]!.message, details }
  }

  const typed = errorCodeSchema.safeParse(error.code)
  if (typed.success && typed.data !== 'INTERNAL_ERROR' && typeof error.message === 'string') {
    const status = httpStatusByErrorCode[typed.data]
    const details = Array.isArray(error.details) ? (error.details as FieldIssue[]) : undefined
    // Only a DomainError with words that have figures in them carries wordings.
    const wordings = error.wordings?.message || error.wordings?.details ? error.wordings : undefined
    return {
      status,
      code: typed.data,
      message: error.message,
      ...(details ? { details } : {}),
      ...(wordings ? { wordings } : {}),
    }
  }

  if (isDataException(thrown)) return dataExceptionProblem

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    const message = typeof error.message === 'string' ? error.message : 'Bad request'
    return { status, code: codeByClientStatus[status] ?? 'BAD_REQUEST', message }
  }
  return internalProblem
}

const dataExceptionProblem: Problem = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'Some of the values sent cannot be stored. Check for unusual characters or numbers.',
}

/**
 * PostgreSQL refuses some values that pass validation (a NUL character in text, a number out of a
 * column's range): SQLSTATE class 22, "data exception". That is bad input, not our failure.
 * Drivers and Drizzle may wrap the database error, so look a few causes deep.
 */
function isDataException(thrown: unknown): boolean {
  let current: unknown = thrown
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = cause
  }
  return false
}

function toFieldIssue(issue: ValidationIssue): FieldIssue {
  // '/pickup/lat' → 'pickup.lat', the field names the web app's forms use.
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
  return { path, message: issue.message ?? 'Invalid value' }
}
