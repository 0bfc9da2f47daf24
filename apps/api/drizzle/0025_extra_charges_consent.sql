ALTER TABLE "bookings" ADD COLUMN "waiting_charged_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waiting_charge_outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_on_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "off_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "card_on_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "off_session_decline" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "charged_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_waiting_charge_outcome_check" CHECK ("bookings"."waiting_charge_outcome" in ('charged', 'billed_to_account', 'declined', 'no_consent'));