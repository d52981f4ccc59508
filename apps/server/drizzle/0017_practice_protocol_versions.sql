-- Issue 34: protocols a practice's medical director changes in the console. Every saved draft and
-- every published version of a practice's protocol is an immutable row; the practice row names the
-- published version of each protocol it overrides (a change to it announces itself through the
-- practices trigger of migration 0002, so every instance serves a publish at its next request).
CREATE TABLE "practice_protocol_versions" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "practice_id" integer NOT NULL REFERENCES "practices"("id") ON DELETE CASCADE,
  "content_set_id" integer NOT NULL REFERENCES "content_sets"("id"),
  "source_protocol_id" integer NOT NULL,
  "version" integer NOT NULL,
  "state" text NOT NULL CHECK ("state" IN ('draft', 'published')),
  "data" jsonb NOT NULL,
  "licensed_version" text NOT NULL,
  "based_on" bigint REFERENCES "practice_protocol_versions"("id"),
  "note" text,
  "changes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "admin_id" integer,
  "admin_email" text,
  "at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "practice_protocol_versions_version_key"
  ON "practice_protocol_versions" ("practice_id", "content_set_id", "source_protocol_id", "version");
--> statement-breakpoint
-- Immutable: a row is never changed; a practice's rows go with the practice.
CREATE FUNCTION practice_protocol_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'practice protocol versions are immutable';
END $$;
--> statement-breakpoint
CREATE TRIGGER practice_protocol_versions_no_update BEFORE UPDATE ON "practice_protocol_versions"
  FOR EACH ROW EXECUTE FUNCTION practice_protocol_versions_immutable();
--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "published_protocols" jsonb;
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "medical_director" boolean NOT NULL DEFAULT false;
