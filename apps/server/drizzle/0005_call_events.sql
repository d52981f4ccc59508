-- De-identified call events (issue 23, docs/reports.md): one row per call, written by the browser
-- at COPY (a later COPY of the same call replaces the row). Ids, enums, numbers and booleans only:
-- no column can hold a free note, a note, a question's or an advice topic's text, or an 'Other'
-- reason. The nurse's first name and EHR user id are the only free text.
CREATE TABLE call_events (
  call_id uuid PRIMARY KEY,
  practice_id integer NOT NULL REFERENCES practices(id) ON DELETE CASCADE,
  organization_id integer NOT NULL,
  location_id integer,
  first_name text NOT NULL,
  ehr_user_id text,
  copied_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
  embedded boolean NOT NULL,
  summary_version text NOT NULL,
  content_set_ids integer[] NOT NULL,
  -- The protocols of the call and, at the same index, each protocol's own disposition (0: none).
  protocol_ids integer[] NOT NULL,
  protocol_disposition_ids integer[] NOT NULL,
  call_disposition_id integer,
  basis_protocol_id integer,
  basis_question_id integer,
  override_reason text,
  columbia_required boolean NOT NULL,
  columbia_result text CHECK (columbia_result IN ('positive', 'negative')),
  columbia_bypass_reason text,
  video_visit_offered boolean NOT NULL,
  video_visit_accepted boolean NOT NULL,
  advice_topics integer NOT NULL,
  suggestions_accepted integer NOT NULL,
  suggestions_rejected integer NOT NULL,
  CHECK (cardinality(protocol_ids) = cardinality(protocol_disposition_ids))
);
--> statement-breakpoint
-- Reports read a practice's or an organization's events over a period; the included columns let
-- most of them answer from the index alone.
CREATE INDEX call_events_practice_at_idx ON call_events (practice_id, copied_at)
  INCLUDE (location_id, first_name, call_disposition_id, override_reason, duration_seconds);
--> statement-breakpoint
CREATE INDEX call_events_organization_at_idx ON call_events (organization_id, copied_at)
  INCLUDE (practice_id, location_id, first_name, call_disposition_id, override_reason, duration_seconds);
--> statement-breakpoint
-- Retention deletes by age.
CREATE INDEX call_events_copied_at_idx ON call_events (copied_at);
