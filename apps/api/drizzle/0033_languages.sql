-- Languages (issue 35): a booking keeps its traveller's language, a driver the language of their
-- job texts and page. What existed before was English.
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_drivers" ADD COLUMN "job_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'hi', 'es', 'fr', 'de', 'ar'));--> statement-breakpoint
ALTER TABLE "provider_drivers" ADD CONSTRAINT "provider_drivers_job_language_check" CHECK ("provider_drivers"."job_language" in ('en', 'hi', 'es', 'fr', 'de', 'ar'));
