CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"quote_id" uuid,
	"total_cents_before" integer NOT NULL,
	"total_cents_after" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"booking_version" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"idempotency_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_changes_status" CHECK ("booking_changes"."status" in ('awaiting_payment', 'applied', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "booking_ratings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ratings_stars" CHECK ("booking_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "receipts_year_sequence_unique" UNIQUE("year","sequence")
);
--> statement-breakpoint
CREATE TABLE "ride_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_access_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "ride_access_tokens_source" CHECK ("ride_access_tokens"."source" in ('email', 'lookup'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_access_tokens" ADD CONSTRAINT "ride_access_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_applied" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'applied';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_waiting" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_idempotency" ON "booking_changes" USING btree ("booking_id","idempotency_key_hash") WHERE "booking_changes"."idempotency_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "ride_access_tokens_booking_idx" ON "ride_access_tokens" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_booking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_changes"("id") ON DELETE no action ON UPDATE no action;