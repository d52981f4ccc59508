/** Locations as the console edits them: a version per location, and what still uses one. */
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import type { LocationRow } from './organizations.repository.ts';

/** Locks the organization's locations until the transaction ends (changes happen one after another). */
export async function lockOrganizationLocations(db: Database, organizationId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`locations:${organizationId}`}, 0))`);
}

export async function insertVersionedLocation(
  db: Database,
  values: { organizationId: number; name: string; changedBy: string; changedAt: Date },
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...values, version: 1 })
    .returning();
  if (!row) throw new Error('The location was not created');
  return row;
}

/** Renames the location if it is still at `baseVersion`; undefined otherwise. */
export async function renameLocationAt(
  db: Database,
  id: number,
  baseVersion: number,
  change: { name: string; changedBy: string; changedAt: Date },
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ ...change, version: sql`${locations.version} + 1` })
    .where(and(eq(locations.id, id), eq(locations.version, baseVersion)))
    .returning();
  return row;
}

/** Deletes the location if it is still at `baseVersion`; true when deleted. */
export async function deleteLocationAt(db: Database, id: number, baseVersion: number): Promise<boolean> {
  const rows = await db
    .delete(locations)
    .where(and(eq(locations.id, id), eq(locations.version, baseVersion)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** For each of the organization's locations in use: what uses it (practices, SSO links, dispositions, instructions). */
export async function locationUses(db: Database, organizationId: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; use: string }>(
    db,
    sql`select l.id, u.use from locations l
        join lateral (
          select 'the default location of practice ' || p.practice_id as use from practices p where p.location_id = l.id
          union all select 'an SSO link of practice ' || p.practice_id from sso_mappings m
            join practices p on p.id = m.practice_id where m.location_id = l.id
          union all select 'its own dispositions' from dispositions d where d.location_id = l.id
          union all select 'an instructions page' from instructions i where i.location_id = l.id
        ) u on true
        where l.organization_id = ${organizationId}`,
  );
  const uses = new Map<number, string>();
  for (const row of rows) if (!uses.has(row.id)) uses.set(row.id, row.use);
  return uses;
}
