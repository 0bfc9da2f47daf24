CREATE TABLE "dispatch_rules" (
	"area_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"offer_hours_before_pickup" integer,
	"preferred_provider_ids" uuid[] NOT NULL,
	"offer_minutes" integer NOT NULL,
	"one_by_one_offers" integer NOT NULL,
	"broadcast" boolean NOT NULL,
	"escalate_minutes_before_pickup" integer NOT NULL,
	"lead_margin_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dispatch_rules_offer_minutes_check" CHECK ("dispatch_rules"."offer_minutes" between 1 and 240),
	CONSTRAINT "dispatch_rules_margins_check" CHECK ("dispatch_rules"."lead_margin_minutes" between 0 and 240 and "dispatch_rules"."buffer_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispatch_escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_rules" ADD CONSTRAINT "dispatch_rules_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_rules" ADD CONSTRAINT "dispatch_rules_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;