// The console's view of the mail outbox; delivery itself lives in src/mail and plugins/mail-outbox.
export { outboxRoutes as outboxModule } from './routes'
