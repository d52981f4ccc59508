/**
 * The locations of a practice's organization (the list nurses pick from at an SSO launch) for the
 * console and the command line. Locations belong to the organization, so only its organization
 * administrators (and the command line) change them (ADR 0028). Each change is checked (a name of
 * 1 to 200 characters, unique in the organization; a location still in use is not removed), made
 * against the version the administrator started from (otherwise a conflict naming who changed it),
 * and audited in the same transaction.
 */
import { type LocationChange, LocationName, type LocationsData } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteLocationAt,
  insertVersionedLocation,
  locationUses,
  lockOrganizationLocations,
  renameLocationAt,
} from '../../repositories/locations.repository.ts';
import { type LocationRow, listLocations } from '../../repositories/organizations.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { auditChange } from './change-audit.ts';
import type { Editor } from './revisions.ts';

const lastChangeOf = (row: LocationRow) =>
  row.changedAt ? { by: row.changedBy ?? 'the command line', at: row.changedAt.toISOString() } : null;

export async function readLocations(db: Database, practice: PracticeRow, canEdit: boolean): Promise<LocationsData> {
  const rows = await listLocations(db, practice.organizationId);
  const uses = await locationUses(db, practice.organizationId);
  return {
    locations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      version: row.version,
      lastChange: lastChangeOf(row),
      inUse: uses.get(row.id) ?? null,
    })),
    canEdit,
  };
}

export interface LocationSaveResult {
  status: 'saved' | 'conflict';
  id: number;
  version: number;
  lastChange: { by: string; at: string } | null;
}

function checkedName(name: string): string {
  const parsed = LocationName.safeParse(name);
  if (!parsed.success) throw new AppError('badData', `name: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

/** Whose locations: the organization, and the practice the console changed them from (audit). */
export interface LocationOwner {
  organizationId: number;
  practiceId: string | null;
}

export async function saveLocation(
  db: Database,
  practice: LocationOwner,
  change: LocationChange,
  editor: Editor,
  now: Date,
  canEdit: boolean,
): Promise<LocationSaveResult> {
  // Locations belong to the organization: only an organization administrator changes them (ADR 0028).
  if (!canEdit)
    throw new AppError('unauthorized', 'Locations belong to the organization: its administrators change them');
  const name = change.action === 'remove' ? null : checkedName(change.name);
  return db.transaction(async (tx) => {
    await lockOrganizationLocations(tx, practice.organizationId);
    const all = await listLocations(tx, practice.organizationId);
    const clash = name === null ? undefined : all.find((row) => row.name.toLowerCase() === name.toLowerCase());
    const audit = (outcome: string, before: unknown, after: unknown) =>
      auditChange(tx, { practiceId: practice.practiceId, editor, now, subject: 'location', outcome, before, after });
    const stamp = { changedBy: editor.email, changedAt: now };
    if (change.action === 'add') {
      if (clash || name === null) throw new AppError('badData', `name: the organization already has '${name}'`);
      const row = await insertVersionedLocation(tx, { organizationId: practice.organizationId, name, ...stamp });
      await audit(`${row.id} added`, null, { id: row.id, name });
      return { status: 'saved', id: row.id, version: row.version, lastChange: lastChangeOf(row) };
    }
    const current = all.find((row) => row.id === change.id);
    // Removed meanwhile, or never a location of this organization.
    if (!current) throw new AppError('noLocation', `No location ${change.id} in this organization`);
    if (current.version !== change.baseVersion) {
      return { status: 'conflict', id: current.id, version: current.version, lastChange: lastChangeOf(current) };
    }
    if (change.action === 'rename') {
      if (clash && clash.id !== current.id) {
        throw new AppError('badData', `name: the organization already has '${name}'`);
      }
      const row = await renameLocationAt(tx, current.id, change.baseVersion, { name: name ?? current.name, ...stamp });
      if (!row) throw new Error('The location changed under the lock');
      await audit(`${row.id} renamed`, { name: current.name }, { name: row.name });
      return { status: 'saved', id: row.id, version: row.version, lastChange: lastChangeOf(row) };
    }
    const use = (await locationUses(tx, practice.organizationId)).get(current.id);
    if (use) throw new AppError('badData', `location: '${current.name}' is still ${use}`);
    await deleteLocationAt(tx, current.id, change.baseVersion);
    await audit(`${current.id} removed`, { id: current.id, name: current.name }, null);
    return {
      status: 'saved',
      id: current.id,
      version: current.version + 1,
      lastChange: { by: editor.email, at: now.toISOString() },
    };
  });
}
