CREATE TABLE "administrators" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"practice_id" integer,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "administrators_role_check" CHECK ("role" IN ('org-admin', 'practice-admin')),
	CONSTRAINT "administrators_practice_check" CHECK (("role" = 'practice-admin') = ("practice_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_email_key" ON "administrators" USING btree (lower("email"));--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE TABLE "practice_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"subject" text NOT NULL,
	"version" integer NOT NULL,
	"value" jsonb,
	"admin_id" integer,
	"admin_email" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_revisions" ADD CONSTRAINT "practice_revisions_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_revisions_subject_version_key" ON "practice_revisions" USING btree ("practice_id","subject","version");--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "admin_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "admin_email" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after" jsonb;
