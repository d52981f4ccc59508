-- Issue 33: call events a session sent, limited per session, and whether the session was flagged
-- (audited once) for sending far more events than calls it could have taken.
ALTER TABLE "sessions" ADD COLUMN "call_events" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "call_events_flagged" boolean DEFAULT false NOT NULL;
