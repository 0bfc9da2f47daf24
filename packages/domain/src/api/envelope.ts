import { z } from 'zod'

/**
 * Every API response body is one of these two envelopes (docs/product.md#api-contract). Error codes
 * are typed so the server maps them to HTTP statuses in one place and clients can branch on them
 * without parsing messages.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'PAYMENT_REQUIRED',
  'CREDIT_LIMIT_EXCEEDED',
  'QUOTE_EXPIRED',
  'PRICE_CHANGED',
  'QUOTE_USED',
  'QUOTE_INVALID',
  'INVALID_TRANSITION',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const
export const errorCodeSchema = z.enum(errorCodes)
export type ErrorCode = z.infer<typeof errorCodeSchema>

/** One field's problem: `path` is the dotted field name, `message` the rule's exact text. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
})
export type FieldIssue = z.infer<typeof fieldIssueSchema>

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}
export type SuccessEnvelope<T> = { success: true; data: T }
