import { z } from 'zod'
import { paginationSchema } from '../pagination/pagination-schema'

/** How many outbox mails and audit entries one console page lists. */
export const OPS_PAGE_SIZE = 25

// 'logged': kept unsent because the server has no SMTP_URL (development).
export const outboxStatuses = ['pending', 'failed', 'sent', 'logged'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

export const outboxMessages = {
  statusInvalid: 'Choose pending, failed, sent or logged',
  pageInvalid: 'The page must be a whole number from 1',
  mailNotFound: 'No mail in the outbox has this id.',
  notRetriable: 'Only a failed mail can be sent again.',
  retried: 'The mail is queued to be sent again.',
} as const

export const opsPageSchema = z.coerce
  .number({ error: outboxMessages.pageInvalid })
  .int(outboxMessages.pageInvalid)
  .min(1, outboxMessages.pageInvalid)
  .max(100_000, outboxMessages.pageInvalid)
  .default(1)

export const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses, { error: outboxMessages.statusInvalid }).optional(),
  page: opsPageSchema,
})
export type OutboxQuery = z.infer<typeof outboxQuerySchema>

/** A mail as the console lists it: never its body, which may carry a set-password link. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When a pending mail is tried next. */
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

export const outboxListSchema = z.object({
  mails: z.array(outboxMailSchema),
  pagination: paginationSchema,
})
export type OutboxList = z.infer<typeof outboxListSchema>

export const outboxRetrySchema = z.object({ mail: outboxMailSchema, message: z.string() })
export type OutboxRetry = z.infer<typeof outboxRetrySchema>

/**
 * One mail with both parts for the console's preview, every link without its fragment (where
 * sign-in, reset and ride links carry their token).
 */
export const outboxPreviewSchema = z.object({
  mail: outboxMailSchema.extend({
    /** The HTML part, for a sandboxed frame; null for a mail queued with text only. */
    html: z.string().nullable(),
    text: z.string(),
  }),
})
export type OutboxPreview = z.infer<typeof outboxPreviewSchema>
