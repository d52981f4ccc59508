-- Issue 36, delivery reports of texted handouts (ADR 0064): the SMS provider's status callback names
-- the send's short link (its URL is /api/handouts/text/<id>/status), and the last reported status
-- and error code are kept on that row. Null delivery_status: no report was asked for. Still nothing
-- about the patient, and never the number.
ALTER TABLE "handout_short_links" ADD COLUMN "delivery_status" text;
--> statement-breakpoint
ALTER TABLE "handout_short_links" ADD COLUMN "delivery_error_code" integer;
--> statement-breakpoint
ALTER TABLE "handout_short_links" ADD COLUMN "delivery_updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "handout_short_links" ADD CONSTRAINT "handout_short_links_delivery_status_check"
  CHECK ("delivery_status" IN ('queued', 'sent', 'delivered', 'failed'));
