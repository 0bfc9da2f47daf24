import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Secrets the server makes for itself when none is configured, written once by the first process
 * that needs one and read by every other (docs/decisions/021-signed-quotes.md). Today only
 * `quote-signing`, the default key that signs quotes when QUOTE_SIGNING_KEYS is unset.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
