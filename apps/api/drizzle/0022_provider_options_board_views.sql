CREATE TABLE "operator_board_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_area_options" (
	"provider_id" uuid NOT NULL,
	"area_id" text NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"accept_from" text DEFAULT '00:00' NOT NULL,
	"accept_to" text DEFAULT '00:00' NOT NULL,
	"auto_assign" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_area_options_provider_id_area_id_pk" PRIMARY KEY("provider_id","area_id"),
	CONSTRAINT "provider_area_options_time_check" CHECK ("provider_area_options"."accept_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "provider_area_options"."accept_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "provider_drivers" ADD COLUMN "home_lat" double precision;--> statement-breakpoint
ALTER TABLE "provider_drivers" ADD COLUMN "home_lng" double precision;--> statement-breakpoint
ALTER TABLE "operator_board_views" ADD CONSTRAINT "operator_board_views_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_area_options" ADD CONSTRAINT "provider_area_options_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_area_options" ADD CONSTRAINT "provider_area_options_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_board_views_name_idx" ON "operator_board_views" USING btree ("operator_id","name");