CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"access_hash" text,
	"access_expires_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_access_hash_unique" UNIQUE("access_hash"),
	CONSTRAINT "data_requests_attempts_check" CHECK ("data_requests"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pending_erasures" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "forget_after_sending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_erasures" ADD CONSTRAINT "pending_erasures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email")) WHERE "bookings"."anonymised_at" is null;