ALTER TABLE "bookings" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(booking_code || ' ' || name || ' ' || email || ' ' || phone_number)) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_area_pickup_idx" ON "bookings" USING btree ("area_id","pickup_time");--> statement-breakpoint
-- Added by hand: bookings made before this migration take their quote's area.
UPDATE "bookings" SET "area_id" = "quotes"."area_id" FROM "quotes" WHERE "quotes"."id" = "bookings"."quote_id";--> statement-breakpoint
-- Added by hand (docs/decisions/017-bookings-board.md): the board's trigram index moves from the
-- expression of drizzle/0006 to the stored search_text, where pg_trgm is available. No pending
-- list (fastupdate off), so a search never reads through the bookings written since the last
-- vacuum; and a finer sample of the column, so the planner's guess of how many bookings a search
-- matches is close enough to combine the search with a date range's index.
DROP INDEX IF EXISTS "bookings_search_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings"
      USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END
$$;
