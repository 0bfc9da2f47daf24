CREATE TABLE "driver_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	CONSTRAINT "driver_shifts_weekday_check" CHECK ("driver_shifts"."weekday" between 1 and 7),
	CONSTRAINT "driver_shifts_time_check" CHECK ("driver_shifts"."starts" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "driver_shifts"."ends" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "driver_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_time_off_span_check" CHECK ("driver_time_off"."ends_at" > "driver_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_driver_id_provider_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."provider_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_time_off" ADD CONSTRAINT "driver_time_off_driver_id_provider_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."provider_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_shifts_driver_idx" ON "driver_shifts" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_time_off_driver_idx" ON "driver_time_off" USING btree ("driver_id","ends_at");