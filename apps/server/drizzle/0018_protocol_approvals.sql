-- Issue 34, two-person review (ADR 0045): a medical director's approval of a practice's protocol
-- draft is another immutable version row, state 'approved', made from the draft it approves
-- (based_on) with that draft's data. A change after it is a new draft on top, so it needs approval again.
ALTER TABLE "practice_protocol_versions" DROP CONSTRAINT "practice_protocol_versions_state_check";
--> statement-breakpoint
ALTER TABLE "practice_protocol_versions" ADD CONSTRAINT "practice_protocol_versions_state_check" CHECK ("state" IN ('draft', 'approved', 'published'));
