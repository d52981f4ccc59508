-- The protocols of each call as rows (issue 23, docs/reports.md, ADR 0021): one row per protocol a
-- call used (a call without any: one row, protocol_id null), with the columns the per-protocol
-- reports group and filter by, so that those reports read a narrow index range instead of
-- unnesting every event's protocol_ids; `first_of_call` marks one row per call, so the same range also
-- counts the calls themselves. The rows are kept
-- exact by statement triggers on call_events, in the statement (and so the transaction) that
-- writes the events: an insert adds the call's rows, an update (a later COPY of the call) replaces
-- them, a delete (retention's purge, a practice deleted) removes them.
CREATE TABLE call_event_protocols (
  call_id uuid NOT NULL,
  protocol_id integer,
  first_of_call boolean NOT NULL,
  practice_id integer NOT NULL,
  organization_id integer NOT NULL,
  location_id integer,
  first_name text NOT NULL,
  copied_at timestamptz NOT NULL,
  call_disposition_id integer,
  overridden boolean NOT NULL,
  duration_seconds integer NOT NULL
) WITH (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
INSERT INTO call_event_protocols (call_id, protocol_id, first_of_call, practice_id, organization_id, location_id,
  first_name, copied_at, call_disposition_id, overridden, duration_seconds)
SELECT e.call_id, p.protocol_id, p.i = 1, e.practice_id, e.organization_id, e.location_id, e.first_name,
  e.copied_at, e.call_disposition_id, e.override_reason IS NOT NULL, e.duration_seconds
FROM call_events e CROSS JOIN unnest(CASE WHEN cardinality(e.protocol_ids) = 0 THEN ARRAY[NULL::integer]
  ELSE e.protocol_ids END) WITH ORDINALITY AS p(protocol_id, i);
--> statement-breakpoint
-- As for the events: a practice's or an organization's period is one index-only range.
CREATE INDEX call_event_protocols_practice_at_idx ON call_event_protocols (practice_id, copied_at)
  INCLUDE (protocol_id, first_of_call, call_disposition_id, overridden, duration_seconds, location_id, first_name);
--> statement-breakpoint
CREATE INDEX call_event_protocols_organization_at_idx ON call_event_protocols (organization_id, copied_at)
  INCLUDE (protocol_id, first_of_call, call_disposition_id, overridden, duration_seconds, location_id, first_name);
--> statement-breakpoint
-- The events' own indexes no longer need protocol_ids: no report unnests it any more.
DROP INDEX IF EXISTS call_events_practice_at_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS call_events_organization_at_idx;
--> statement-breakpoint
CREATE INDEX call_events_practice_at_idx ON call_events (practice_id, copied_at)
  INCLUDE (location_id, first_name, call_disposition_id, override_reason, duration_seconds,
    columbia_required, columbia_result, columbia_bypass_reason);
--> statement-breakpoint
CREATE INDEX call_events_organization_at_idx ON call_events (organization_id, copied_at)
  INCLUDE (location_id, first_name, call_disposition_id, override_reason, duration_seconds,
    columbia_required, columbia_result, columbia_bypass_reason);
--> statement-breakpoint
-- The trigger functions run with their owner's rights (the migrations' role), so the events' writes
-- do not depend on the API's role holding rights on this table; their search path is fixed.
CREATE FUNCTION call_event_protocols_add() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  INSERT INTO call_event_protocols (call_id, protocol_id, first_of_call, practice_id, organization_id, location_id,
    first_name, copied_at, call_disposition_id, overridden, duration_seconds)
  SELECT e.call_id, p.protocol_id, p.i = 1, e.practice_id, e.organization_id, e.location_id, e.first_name,
    e.copied_at, e.call_disposition_id, e.override_reason IS NOT NULL, e.duration_seconds
  FROM new_events e CROSS JOIN unnest(CASE WHEN cardinality(e.protocol_ids) = 0 THEN ARRAY[NULL::integer]
    ELSE e.protocol_ids END) WITH ORDINALITY AS p(protocol_id, i);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A call's rows are found by the practice and COPY time it had (the practice-time index) and its id.
CREATE FUNCTION call_event_protocols_remove() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  DELETE FROM call_event_protocols c USING old_events o
  WHERE c.practice_id = o.practice_id AND c.copied_at = o.copied_at AND c.call_id = o.call_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER call_event_protocols_on_insert AFTER INSERT ON call_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION call_event_protocols_add();
--> statement-breakpoint
-- A later COPY (ON CONFLICT DO UPDATE): the old rows go, then the new ones come (triggers of one
-- event fire in the order of their names).
CREATE TRIGGER call_event_protocols_on_update_1_remove AFTER UPDATE ON call_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION call_event_protocols_remove();
--> statement-breakpoint
CREATE TRIGGER call_event_protocols_on_update_2_add AFTER UPDATE ON call_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION call_event_protocols_add();
--> statement-breakpoint
CREATE TRIGGER call_event_protocols_on_delete AFTER DELETE ON call_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION call_event_protocols_remove();
