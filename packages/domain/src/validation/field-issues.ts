import type { z } from 'zod'
import type { FieldIssue } from '../api/envelope'
import { DomainError } from '../errors/domain-error'

/** Zod issues as the envelope's `details`: dotted path plus the rule's exact message. */
export function issuesFromZodError(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/**
 * The first message per field (dotted path), or an empty object when the values are valid. For UIs
 * that validate on blur and show one message under each field
 * (docs/product.md#passenger-and-partner-fields).
 */
export function firstMessageByField(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const { path, message } of issuesFromZodError(result.error)) {
    messages[path] ??= message
  }
  return messages
}

/** Parses or throws a VALIDATION_FAILED DomainError whose message is the first rule broken. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const details = issuesFromZodError(result.error)
  throw new DomainError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid input', { details })
}
