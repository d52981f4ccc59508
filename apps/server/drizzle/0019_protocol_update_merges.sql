-- Issue 34, the yearly update (ADR 0043): importing a new version of a licensed content set keeps
-- the outgoing licensed protocols that practices' own versions are based on (the merge base,
-- named by practice_protocol_versions.licensed_version), and records the three-way merge of each
-- practice's protocol with the update: a draft made at once when it is conflict-free, or held with
-- its conflicts until an administrator resolves them in the console.
CREATE TABLE "licensed_protocol_history" (
  "content_set_id" integer NOT NULL REFERENCES "content_sets"("id") ON DELETE CASCADE,
  "source_protocol_id" integer NOT NULL,
  "version" text NOT NULL,
  "data" jsonb NOT NULL,
  "kept_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("content_set_id", "source_protocol_id", "version")
);
--> statement-breakpoint
CREATE TABLE "protocol_update_merges" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "practice_id" integer NOT NULL REFERENCES "practices"("id") ON DELETE CASCADE,
  "content_set_id" integer NOT NULL REFERENCES "content_sets"("id") ON DELETE CASCADE,
  "source_protocol_id" integer NOT NULL,
  "base_version" text NOT NULL,
  "update_version" text NOT NULL,
  "state" text NOT NULL CHECK ("state" IN ('held', 'drafted', 'superseded')),
  "ours_version" integer NOT NULL,
  "merged" jsonb NOT NULL,
  "conflicts" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "changes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "draft_version" integer,
  "at" timestamp with time zone NOT NULL,
  "resolved_at" timestamp with time zone,
  "resolved_by" text
);
--> statement-breakpoint
CREATE INDEX "protocol_update_merges_practice_idx" ON "protocol_update_merges" ("practice_id", "state");
