/** Admin: organizations (practice groups) and their locations. */
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findOrganizationByName,
  insertOrganization,
  type OrganizationRow,
  renameOrganization,
} from '../../repositories/organizations.repository.ts';
import { commandLineEditor } from './change-audit.ts';
import { saveLocation } from './locations.ts';
import { requireOrganization } from './lookups.ts';
import type { Editor } from './revisions.ts';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 200)
    throw new AppError('badData', 'A name must have 1 to 200 characters');
  return trimmed;
}

export async function createOrganization(db: Database, name: string): Promise<OrganizationRow> {
  const checked = checkName(name);
  if (await findOrganizationByName(db, checked))
    throw new AppError('badData', `The organization '${checked}' already exists`);
  return insertOrganization(db, checked);
}

export async function updateOrganization(db: Database, reference: string, newName: string): Promise<OrganizationRow> {
  const organization = await requireOrganization(db, reference);
  const checked = checkName(newName);
  const clash = await findOrganizationByName(db, checked);
  if (clash && clash.id !== organization.id)
    throw new AppError('badData', `The organization '${checked}' already exists`);
  return renameOrganization(db, organization.id, checked);
}

/** Adds a location as the console does (a name the organization does not have yet; audited). */
export async function createLocation(
  db: Database,
  organizationReference: string,
  name: string,
  editor: Editor = commandLineEditor(undefined),
  now: Date = new Date(),
): Promise<{ id: number }> {
  const organization = await requireOrganization(db, organizationReference);
  const change = { action: 'add' as const, name };
  // The command line is the operator's: it changes any organization's locations.
  return saveLocation(db, { organizationId: organization.id, practiceId: null }, change, editor, now, true);
}
