CREATE TABLE "driver_job_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "driver_job_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "driver_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_meters" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"fallback_email" text,
	"booking_id" uuid,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_reference" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbound_messages_channel" CHECK ("outbound_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "outbound_messages_status" CHECK ("outbound_messages"."status" in ('pending', 'sent', 'failed', 'logged', 'emailed'))
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "provider_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "provider_user_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "provider_user_tokens_purpose" CHECK ("provider_user_tokens"."purpose" in ('set_password', 'sign_in_ticket'))
);
--> statement-breakpoint
CREATE TABLE "provider_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_users_status_check" CHECK ("provider_users"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "ride_offers_status" CHECK ("ride_offers"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "scheduled_jobs_status" CHECK ("scheduled_jobs"."status" in ('pending', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "driver_job_links" ADD CONSTRAINT "driver_job_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_job_links" ADD CONSTRAINT "driver_job_links_driver_id_provider_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."provider_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_locations" ADD CONSTRAINT "driver_locations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_provider_user_id_provider_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."provider_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_user_tokens" ADD CONSTRAINT "provider_user_tokens_provider_user_id_provider_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."provider_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_users" ADD CONSTRAINT "provider_users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_offered_by_operators_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_answered_by_provider_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."provider_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_job_links_booking_idx" ON "driver_job_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "driver_locations_booking_idx" ON "driver_locations" USING btree ("booking_id","recorded_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("available_at") WHERE "outbound_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbound_messages_booking_idx" ON "outbound_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "provider_sessions_user_idx" ON "provider_sessions" USING btree ("provider_user_id");--> statement-breakpoint
CREATE INDEX "provider_user_tokens_user_idx" ON "provider_user_tokens" USING btree ("provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_users_email_idx" ON "provider_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "provider_users_provider_idx" ON "provider_users" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "ride_offers_booking_idx" ON "ride_offers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ride_offers_provider_idx" ON "ride_offers" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "ride_offers_open_expiry_idx" ON "ride_offers" USING btree ("expires_at") WHERE "ride_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."status" = 'pending';