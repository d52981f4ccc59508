-- Issue 35, named nurses through the organization's identity provider (ADR 0049). One OpenID
-- Connect connection per organization: its login page slug, issuer, client id, the client secret
-- sealed (AES-256-GCM, never in clear), the ID token claim that carries the groups, and the groups
-- that may sign in, each mapped to a practice (and a location). A sign-in under way is one row per
-- `state` (only its sha-256), bound to its connection, for 10 minutes. A named session keeps the
-- connection that opened it (deleting the connection ends it), the provider's session id (`sid`, for
-- back-channel logout), its refresh token sealed, and when the provider last accepted a refresh.
CREATE TABLE "oidc_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"slug" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"group_claim" text DEFAULT 'groups' NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_form_off" boolean DEFAULT false NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_connections_organization_key" UNIQUE ("organization_id"),
	CONSTRAINT "oidc_connections_slug_key" UNIQUE ("slug")
);
--> statement-breakpoint
CREATE TABLE "oidc_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL REFERENCES "oidc_connections"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oidc_flows_expires_idx" ON "oidc_flows" ("expires_at");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_connection_id" integer REFERENCES "oidc_connections"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_sid" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_token" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refreshed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "sessions_oidc_connection_idx" ON "sessions" ("oidc_connection_id");
