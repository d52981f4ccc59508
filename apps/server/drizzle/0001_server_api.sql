ALTER TABLE "sso_mappings" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "sso_mappings" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "sso_mappings" ADD CONSTRAINT "sso_mappings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_practice_idx" ON "audit_events" USING btree ("practice_id","at");--> statement-breakpoint
CREATE INDEX "client_errors_at_idx" ON "client_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_last_active_idx" ON "sessions" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_at_idx" ON "sign_in_failures" USING btree ("at");