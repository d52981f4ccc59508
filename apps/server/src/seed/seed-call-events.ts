/**
 * Demo mode's year of synthetic call events (seed/demo-call-events.ts) for each demo practice that
 * has a call profile and that the demo seed created, once per practice: recorded like the rest of
 * the demo seed, so a later start neither adds a second year nor brings back events an
 * administrator's database no longer has. Never called outside demo mode (seed/start.ts).
 */
import { buildContent } from '@triage/content';
import { PracticeOptions } from '@triage/contracts';
import type { Database } from '../db/client.ts';
import { upsertCallEvents } from '../repositories/call-events.repository.ts';
import { entitledContentSetIds } from '../repositories/content.repository.ts';
import { listSeeded, recordSeeded } from '../repositories/demo-seed.repository.ts';
import { findAnyPracticeByAccountId } from '../repositories/practices.repository.ts';
import { demoCallEvents } from './demo-call-events.ts';
import { DEMO_PRACTICES } from './seed.ts';

/**
 * Rows per INSERT (one JSON parameter each): small, because the server already answers while this
 * runs, and its requests wait for the statement in progress.
 */
const BATCH = 500;

/**
 * Lets the process take the requests that arrived: the embedded database answers within the same
 * thread, so without a pause a seeding would hold every request until its end.
 */
const turnForOthers = () => new Promise((resolve) => setImmediate(resolve));

/** Seeds the missing years of demo call events; returns how many events were written. */
export async function seedDemoCallEvents(db: Database, now: Date): Promise<number> {
  const seeded = await listSeeded(db);
  const content = buildContent();
  let written = 0;
  for (const demo of DEMO_PRACTICES) {
    if (!demo.calls || !seeded.has(`practice:${demo.practiceId}`) || seeded.has(`call-events:${demo.practiceId}`)) {
      continue;
    }
    const practice = await findAnyPracticeByAccountId(db, demo.practiceId);
    if (!practice || practice.deletedAt !== null) continue;
    const entitled = new Set(await entitledContentSetIds(db, practice.id));
    const options = PracticeOptions.safeParse(practice.options).data ?? PracticeOptions.parse({});
    const rows = demoCallEvents(
      {
        id: practice.id,
        organizationId: practice.organizationId,
        locationId: practice.locationId,
        ...demo.calls,
        embedded: demo.practiceId === 'demo-embed',
        summaryVersion: options.callSummaryOptions?.version ?? '20250113-VA',
        columbiaSourceIds: options.columbiaScaleProtocols ?? [],
        offersVideoVisits: options.videoVisitStrategy !== undefined,
      },
      content.protocols.filter((protocol) => entitled.has(protocol.contentSetId)),
      content.dispositions,
      now,
    );
    for (let start = 0; start < rows.length; start += BATCH) {
      await turnForOthers();
      written += (await upsertCallEvents(db, rows.slice(start, start + BATCH))).size;
    }
    await recordSeeded(db, 'call-events', demo.practiceId);
  }
  return written;
}
