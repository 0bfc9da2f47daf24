ALTER TABLE "bookings" ADD COLUMN "provider_commission_hundredths" integer;--> statement-breakpoint
-- Rides already given to a provider keep the rate it has today, the one their statements showed.
UPDATE "bookings" SET "provider_commission_hundredths" = "providers"."commission_hundredths"
FROM "providers" WHERE "providers"."id" = "bookings"."provider_id";
