-- Issue 30 (ADR 0032): the authorization server's issuer recorded at registration (null for a
-- connection registered before: its launches are refused until it is registered again), the
-- launches under way (nonce hash bound to its connection, short-lived) and the id_tokens already
-- accepted (hash, until they expire). Only hashes: no nonce or token is stored.
ALTER TABLE "ehr_connections" ADD COLUMN "authorization_issuer" text;
--> statement-breakpoint
CREATE TABLE "smart_launches" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_launches" ADD CONSTRAINT "smart_launches_connection_id_ehr_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."ehr_connections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "smart_launches_expires_idx" ON "smart_launches" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "smart_id_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "smart_id_tokens_expires_idx" ON "smart_id_tokens" USING btree ("expires_at");
