import type { ErrorCode, FieldIssue } from '../api/envelope'
import { worded, type Wording } from '../language/translator'

/** A field's problem, its message plain English or words with figures (a `Wording`). */
export type WordedIssue = { path: string; message: string | Wording }

/**
 * A broken business rule, carrying a code from `errorCodes` so the API maps it to an HTTP status
 * and the envelope in one place (docs/architecture.md#api). Programming mistakes stay plain Errors
 * (500).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError'
  readonly code: ErrorCode
  /** The problems per field, in English. */
  readonly details: FieldIssue[] | undefined
  /**
   * The message and the fields' messages that have figures in them, as words the API's error
   * handler writes in the client's language (docs/decisions/052-server-messages.md).
   */
  readonly wordings: { message?: Wording; details?: (Wording | undefined)[] }

  constructor(
    code: ErrorCode,
    message: string | Wording,
    options: { details?: WordedIssue[]; cause?: unknown } = {},
  ) {
    super(worded(message), options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.details = options.details?.map((issue) => ({
      path: issue.path,
      message: worded(issue.message),
    }))
    const detailWordings = options.details?.map((issue) =>
      typeof issue.message === 'string' ? undefined : issue.message,
    )
    this.wordings = {
      ...(typeof message === 'string' ? {} : { message }),
      ...(detailWordings?.some(Boolean) ? { details: detailWordings } : {}),
    }
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError
}

/** The HTTP status each code stands for (docs/product.md#api-contract). */
export const httpStatusByErrorCode = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_REQUIRED: 402,
  CREDIT_LIMIT_EXCEEDED: 402,
  QUOTE_EXPIRED: 409,
  PRICE_CHANGED: 409,
  QUOTE_USED: 409,
  QUOTE_INVALID: 409,
  INVALID_TRANSITION: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>
