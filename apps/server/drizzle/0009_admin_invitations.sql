CREATE TABLE "admin_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"organization_id" integer NOT NULL,
	"practice_id" integer,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"totp_secret" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "admin_invitations_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "admin_invitations_role_check" CHECK ("role" IN ('org-admin', 'practice-admin')),
	CONSTRAINT "admin_invitations_practice_check" CHECK (("role" = 'practice-admin') = ("practice_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_admin_idx" ON "audit_events" USING btree ("admin_id","at");
--> statement-breakpoint
-- A change to the EHR connections announces itself like the other cached tables, so every instance
-- reads the page CSP's connect-src origins again at once (ADR 0025), whoever changed them.
CREATE FUNCTION triage_cache_notify_ehr_connections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_cache', 'ehr-connections');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ehr_connections_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ehr_connections
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_ehr_connections();
