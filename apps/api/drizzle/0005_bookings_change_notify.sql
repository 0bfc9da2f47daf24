-- Tells every listening API process when a booking is created or changes, whichever code path
-- wrote it (docs/decisions/017-bookings-board.md). Written by hand: drizzle-kit makes no triggers.
CREATE OR REPLACE FUNCTION "notify_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_changes', json_build_object('id', NEW.id, 'op', lower(TG_OP))::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_notify_change" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();
