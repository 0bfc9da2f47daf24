ALTER TABLE "partners" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "paid_through" text;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_credit_limit_check" CHECK ("partners"."credit_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_paid_through_check" CHECK ("partners"."paid_through" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');