ALTER TABLE "bookings" ADD COLUMN "provider_commission_hundredths" integer;--> statement-breakpoint
-- Rides already given to a provider keep the rate it has today, the one their statements showed.
UPDATE "bookings" SET "provider_commission_hundredths" = "providers"."commission_hundredths"
FROM "providers" WHERE "providers"."id" = "bookings"."provider_id";
--> statement-breakpoint
-- A booking given to another provider also names the one who had it, so that provider's portal
-- hears the ride is no longer theirs (docs/decisions/029-providers-and-drivers.md).
CREATE OR REPLACE FUNCTION "notify_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_changes', json_build_object(
    'id', NEW.id,
    'op', lower(TG_OP),
    'previous_provider_id', CASE WHEN TG_OP = 'UPDATE' AND OLD.provider_id IS DISTINCT FROM NEW.provider_id
      THEN OLD.provider_id END
  )::text);
  RETURN NULL;
END;
$$;
