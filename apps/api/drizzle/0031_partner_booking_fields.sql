ALTER TABLE "partners" ADD COLUMN "booking_fields" jsonb DEFAULT '{"cost_centre":{"mode":"off","centres":[]},"booking_reference":{"mode":"off","label":"Booking reference","mask":""}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_reference" text;