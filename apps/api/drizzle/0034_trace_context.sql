ALTER TABLE "mail_outbox" ADD COLUMN "trace_context" jsonb;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "trace_context" jsonb;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "trace_context" jsonb;