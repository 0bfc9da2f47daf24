CREATE TABLE "area_vehicle_rates" (
	"area_id" text NOT NULL,
	"vehicle_class_id" text NOT NULL,
	"base_fare_cents" integer NOT NULL,
	"per_km_cents" integer NOT NULL,
	"per_minute_cents" integer NOT NULL,
	"minimum_fare_cents" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"daily_rate_cents" integer NOT NULL,
	"meet_greet_mode" text,
	"child_seat_mode" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_vehicle_rates_area_id_vehicle_class_id_pk" PRIMARY KEY("area_id","vehicle_class_id")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"radius_km" double precision NOT NULL,
	"road_factor" double precision DEFAULT 1.3 NOT NULL,
	"average_speed_kmh" double precision NOT NULL,
	"airport_fee_cents" integer DEFAULT 0 NOT NULL,
	"night_surcharge_percent" integer DEFAULT 0 NOT NULL,
	"round_trip_discount_percent" integer DEFAULT 0 NOT NULL,
	"min_lead_minutes" integer DEFAULT 120 NOT NULL,
	"meet_greet_mode" text NOT NULL,
	"meet_greet_charge_cents" integer DEFAULT 0 NOT NULL,
	"child_seat_mode" text NOT NULL,
	"child_seat_charge_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_areas_radius_check" CHECK ("service_areas"."radius_km" > 0),
	CONSTRAINT "service_areas_speed_check" CHECK ("service_areas"."average_speed_kmh" > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"category" text NOT NULL,
	"vehicle_type" text DEFAULT 'standard' NOT NULL,
	"seats" integer NOT NULL,
	"bags" integer NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" text,
	"ride_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"distance_km" double precision,
	"duration_min" double precision,
	"vehicles" jsonb NOT NULL,
	"meet_greet_mode" text NOT NULL,
	"meet_greet_charge_cents" integer NOT NULL,
	"child_seat_mode" text NOT NULL,
	"child_seat_charge_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"contact_number" text,
	"password_hash" text NOT NULL,
	"discount_percent" integer DEFAULT 10 NOT NULL,
	"business_name" text,
	"admin_email" text,
	"admin_contact" text,
	"address" text,
	"country" text,
	"city" text,
	"tax_id" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_code" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"partner_id" uuid,
	"quote_id" uuid NOT NULL,
	"idempotency_key" text,
	"idempotency_scope" text,
	"request_fingerprint" text,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"whatsapp_number" text,
	"flight_number" text,
	"luggage_count" integer DEFAULT 1 NOT NULL,
	"driver_instructions" text,
	"ride_type" text NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_location" text,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"pickup_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"passengers" integer NOT NULL,
	"duration_hours" integer,
	"days" integer,
	"is_round_trip" boolean DEFAULT false NOT NULL,
	"round_trip_time" timestamp with time zone,
	"vehicle_id" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"base_fare_cents" integer NOT NULL,
	"meet_greet_applicable" boolean DEFAULT false NOT NULL,
	"meet_greet_charge_cents" integer DEFAULT 0 NOT NULL,
	"child_seat_applicable" boolean DEFAULT false NOT NULL,
	"child_seat_count" integer DEFAULT 0 NOT NULL,
	"child_seat_charge_cents" integer DEFAULT 0 NOT NULL,
	"night_charge_applicable" boolean DEFAULT false NOT NULL,
	"night_charge_cents" integer DEFAULT 0 NOT NULL,
	"airport_fee_cents" integer DEFAULT 0 NOT NULL,
	"partner_discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"booking_status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_code_unique" UNIQUE("booking_code"),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "area_vehicle_rates" ADD CONSTRAINT "area_vehicle_rates_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_vehicle_rates" ADD CONSTRAINT "area_vehicle_rates_vehicle_class_id_vehicle_classes_id_fk" FOREIGN KEY ("vehicle_class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_expires_at_idx" ON "quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "partner_sessions_partner_idx" ON "partner_sessions" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_email_idx" ON "partners" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_partner_idx" ON "password_reset_tokens" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("idempotency_scope","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_partner_created_idx" ON "bookings" USING btree ("partner_id","created_at");