import type { ErrorCode, FieldIssue } from '../api/envelope'

/**
 * A broken business rule, carrying a code from `errorCodes` so the API maps it to an HTTP status
 * and the envelope in one place (docs/architecture.md#api). Programming mistakes stay plain Errors
 * (500).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError'
  readonly code: ErrorCode
  readonly details: FieldIssue[] | undefined

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: FieldIssue[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.details = options.details
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
