-- A trigram index for the bookings board's search (docs/decisions/017-bookings-board.md): the
-- expression is the one modules/board/repository.ts searches with `like '%…%'`. Written by hand
-- (drizzle-kit makes no extensions). Only where pg_trgm is available: PostgreSQL ships it, the
-- embedded PGlite does not load it, and there the search reads the table instead.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings" USING gin (
      (lower("booking_code" || ' ' || "name" || ' ' || "email" || ' ' || "phone_number")) gin_trgm_ops
    );
  END IF;
END
$$;
