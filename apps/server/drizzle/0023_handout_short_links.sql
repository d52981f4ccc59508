-- Issue 36, handouts by text message (ADR 0051): a text carries a short link, /h/<id>, that the
-- server maps to the signed handout link. A row names the practice and holds the signed token (the
-- practice, protocols, language and expiry) — nothing about the patient, and never the number the
-- link was texted to. Rows are forgotten a while after their link expires.
CREATE TABLE "handout_short_links" (
  "id" text PRIMARY KEY NOT NULL,
  "practice_id" integer NOT NULL REFERENCES "practices"("id") ON DELETE CASCADE,
  "token" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "handout_short_links_expires_idx" ON "handout_short_links" ("expires_at");
