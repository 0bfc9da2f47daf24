import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { traceContextColumn } from './work-origin'

// 'logged': no SMTP_URL was set, so the mail was kept here unsent (`npm run outbox` prints it).
export const mailStatuses = ['pending', 'sent', 'failed', 'logged'] as const
export type MailStatus = (typeof mailStatuses)[number]

/**
 * The transactional outbox: a feature inserts its mail in the same transaction as the change that
 * causes it, and the mail-outbox loop delivers it later (docs/architecture.md#mail-outbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Once delivered (or given up), the address and the text are erased: a data-rights code or an
     * erasure notice must not keep what the traveller asked us to forget (modules/privacy).
     */
    forgetAfterSending: boolean('forget_after_sending').notNull().default(false),
    /** The request (and its trace) that queued the mail, and the booking it is about. */
    traceContext: traceContextColumn(),
  },
  (table) => [
    check(
      'mail_outbox_status_check',
      sql`${table.status} in ('pending', 'sent', 'failed', 'logged')`,
    ),
    // The delivery loop only ever looks for pending mail that is due.
    index('mail_outbox_due_idx')
      .on(table.availableAt)
      .where(sql`${table.status} = 'pending'`),
    // "Was this mail already queued to this address?" (a job run twice) reads one address's mail.
    index('mail_outbox_to_address_idx').on(table.toAddress),
  ],
)
