-- Security review (issue 20). What the demo seed created, so that seeding never re-creates what an
-- administrator removed and never writes over a content set it did not create.
CREATE TABLE "demo_seed" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_seed_pkey" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
-- SSO mappings: an expiry date and the last launch of static links; signed launches (a JWT checked
-- with a key derived from SSO_LAUNCH_KEY, or with the EHR's public key stored here).
ALTER TABLE "sso_mappings" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sso_mappings" ADD COLUMN "last_used_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sso_mappings" ADD COLUMN "launch" text DEFAULT 'static' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sso_mappings" ADD COLUMN "launch_public_key" jsonb;
--> statement-breakpoint
-- The jti of every signed launch until its expiry: a replay is refused.
CREATE TABLE "sso_launch_ids" (
	"jti_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_launch_ids_expires_idx" ON "sso_launch_ids" USING btree ("expires_at");
--> statement-breakpoint
-- A session opened by an SSO mapping ends with it: deleting the mapping deletes its sessions, and the
-- sessions' delete trigger (0002) tells every instance on the triage_cache channel.
ALTER TABLE "sessions" ADD COLUMN "sso_mapping_id" integer REFERENCES "sso_mappings"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "sessions_sso_mapping_idx" ON "sessions" USING btree ("sso_mapping_id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ehr_user_id" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "ehr_user_id" text;
--> statement-breakpoint
-- Who ran an admin command: the operating-system user and host of the command line.
ALTER TABLE "audit_events" ADD COLUMN "operator" text;
--> statement-breakpoint
-- Sign-in limits per Account ID across every address (a progressive delay): failures by key.
CREATE INDEX "sign_in_failures_key_idx" ON "sign_in_failures" USING btree ("practice_id","at");
--> statement-breakpoint
-- Refused sign-ins and SSO launches are audited as counts per 15-minute window, practice (or
-- '(unknown)') and address (IPv6 by /64), not as a row per attempt: a flood cannot fill the disk.
CREATE TABLE "audit_refusals" (
	"window_start" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"practice_id" text NOT NULL,
	"ip" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_refusals_pkey" PRIMARY KEY("window_start","type","outcome","practice_id","ip")
);
