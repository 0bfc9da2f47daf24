-- A partner's admin may close its account (decision 046): 'closed' joins the statuses.
ALTER TABLE "partners" DROP CONSTRAINT "partners_status_check";--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_status_check" CHECK ("partners"."status" in ('email_unconfirmed', 'pending_approval', 'active', 'suspended', 'closed'));