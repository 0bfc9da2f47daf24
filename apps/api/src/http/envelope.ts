import type { ErrorCode, ErrorEnvelope, FieldIssue, SuccessEnvelope } from '@ridelane/domain'

/** Wraps a handler's result in the success envelope every response uses
 * (docs/product.md#api-contract). */
export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data }
}

export function failure(code: ErrorCode, message: string, details?: FieldIssue[]): ErrorEnvelope {
  return { success: false, error: details ? { code, message, details } : { code, message } }
}
