/**
 * A year of one practice's call events for the browser benchmark's Reports moment: `perDay` calls
 * a day over the last 365 days, with the practice's protocols, dispositions 1–12, an override in
 * one call of 12, the C-SSRS required in one of 10 and five nurses — deterministic per row.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';

export async function seedPracticeYear(db: Database, practiceCode: string, perDay: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with practice as (
          select id, organization_id from practices where lower(practice_id) = lower(${practiceCode})
        ), protocols as (
          select array_agg(p.id order by p.id) as ids, array_agg(p.content_set_id order by p.id) as sets
          from protocols p join practice_content_sets pcs on pcs.content_set_id = p.content_set_id
          where pcs.practice_id = (select id from practice)
        ), inserted as (
          insert into call_events (call_id, practice_id, organization_id, location_id, first_name, copied_at,
            received_at, duration_seconds, embedded, summary_version, content_set_ids, protocol_ids,
            protocol_disposition_ids, call_disposition_id, basis_protocol_id, basis_question_id, override_reason,
            columbia_required, columbia_result, columbia_bypass_reason, video_visit_offered, video_visit_accepted,
            advice_topics, suggestions_accepted, suggestions_rejected)
          select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, practice.id,
            practice.organization_id, null, (array['Ann','Bob','Carla','Dev','Erin'])[1 + g % 5],
            now() - make_interval(secs => (g * 86400.0 / ${perDay})::bigint % (365 * 86400)), now(),
            30 + (g * 7919) % 900, false, '20250113-VA', array[protocols.sets[1 + g % cardinality(protocols.ids)]],
            array[protocols.ids[1 + g % cardinality(protocols.ids)]], array[1 + g % 12],
            case when g % 12 = 0 then 4 else 1 + g % 12 end, null, null,
            case when g % 12 = 0 then 'Nurse judgment' end,
            g % 10 = 0, case when g % 10 = 0 then 'negative' end, null, false, false, g % 6, 0, 0
          from practice, protocols, generate_series(1, ${perDay * 365}) g
          returning 1
        )
        select count(*)::int as n from inserted`,
  );
  await queryRows(db, sql`vacuum analyze call_events`);
  return Number(row?.n ?? 0);
}
