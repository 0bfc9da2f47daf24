CREATE TABLE "booking_flights" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"airport_code" text NOT NULL,
	"arrival_date" text NOT NULL,
	"origin_code" text,
	"origin_name" text,
	"scheduled_arrival" timestamp with time zone,
	"arrival_at" timestamp with time zone,
	"state" text DEFAULT 'unknown' NOT NULL,
	"mismatch" text,
	"timed_by_arrival" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_flights_state_check" CHECK ("booking_flights"."state" in ('scheduled', 'en_route', 'landed', 'cancelled', 'diverted', 'unknown')),
	CONSTRAINT "booking_flights_mismatch_check" CHECK ("booking_flights"."mismatch" in ('not_found', 'other_airport', 'after_pickup'))
);
--> statement-breakpoint
ALTER TABLE "area_vehicle_rates" ADD COLUMN "waiting_charge_cents_per_block" integer;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "free_waiting_airport_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "free_waiting_other_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "waiting_charge_cents_per_block" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "no_show_radius_meters" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "arrival_buffer_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waiting_extra_minutes" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waiting_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_flights_code_date_idx" ON "booking_flights" USING btree ("code","arrival_date");