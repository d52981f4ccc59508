-- Reports over an organization's year (issue 23, ADR 0021): every column a report reads is in the
-- two (scope, time) indexes, so each report is an index-only scan of its range — no heap page is
-- visited once the visibility map has the page (the table's autovacuum below keeps it current).
DROP INDEX IF EXISTS call_events_practice_at_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS call_events_organization_at_idx;
--> statement-breakpoint
CREATE INDEX call_events_practice_at_idx ON call_events (practice_id, copied_at)
  INCLUDE (location_id, first_name, call_disposition_id, override_reason, duration_seconds, protocol_ids,
    columbia_required, columbia_result, columbia_bypass_reason);
--> statement-breakpoint
CREATE INDEX call_events_organization_at_idx ON call_events (organization_id, copied_at)
  INCLUDE (practice_id, location_id, first_name, call_disposition_id, override_reason, duration_seconds, protocol_ids,
    columbia_required, columbia_result, columbia_bypass_reason);
--> statement-breakpoint
-- Vacuum after 1% of new or changed rows instead of 20%: the visibility map stays current, so the
-- index-only scans stay index-only as events arrive.
ALTER TABLE call_events SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.02);
