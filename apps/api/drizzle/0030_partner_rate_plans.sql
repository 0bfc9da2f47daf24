ALTER TABLE "partners" ADD COLUMN "rate_plan" text DEFAULT 'discount' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "net_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "markup_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "hide_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "net_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_plan" text DEFAULT 'discount' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "selling_total_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "selling_markup_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hide_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_rate_plan_check" CHECK ("partners"."rate_plan" in ('discount', 'net'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_net_percent_check" CHECK ("partners"."net_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_markup_percent_check" CHECK ("partners"."markup_percent" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_check" CHECK ("bookings"."rate_plan" in ('discount', 'net'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_selling_total_check" CHECK ("bookings"."selling_total_cents" >= 0);