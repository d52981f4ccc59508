-- Issue 32: demo mode seeds a year of synthetic call events for the demo practices; each is marked,
-- so the reports can say that what they count includes demo data (docs/reports.md). A real COPY's
-- event is never synthetic. The partial index holds only the synthetic events: asking whether a
-- report's range has any is a look into an empty index on a database that never ran in demo mode.
ALTER TABLE "call_events" ADD COLUMN "synthetic" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "call_events_synthetic_at_idx" ON "call_events" ("copied_at") WHERE "synthetic";
