ALTER TABLE "bookings" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_provider_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."provider_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pickup_time_idx" ON "bookings" USING btree ("pickup_time","id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_pickup_idx" ON "bookings" USING btree ("booking_status","pickup_time");--> statement-breakpoint
CREATE INDEX "bookings_provider_pickup_idx" ON "bookings" USING btree ("provider_id","pickup_time");