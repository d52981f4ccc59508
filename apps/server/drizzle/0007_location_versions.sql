-- Locations edited in the admin console: each carries its version (a rename or removal based on an
-- older version is a conflict, never an overwrite) and who changed it last, and when.
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "changed_by" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "changed_at" timestamp with time zone;
