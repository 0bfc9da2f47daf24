ALTER TABLE "partners" ADD COLUMN "on_account_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_account" boolean DEFAULT false NOT NULL;