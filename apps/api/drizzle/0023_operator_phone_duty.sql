ALTER TABLE "operators" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;