ALTER TABLE "operator_audit" ALTER COLUMN "operator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_retention_idx" ON "bookings" USING btree ("pickup_time","id") WHERE "bookings"."anonymised_at" is null;