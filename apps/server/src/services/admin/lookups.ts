/** Finding the things admin commands name, with catalogue errors when they do not exist. */
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findLocation,
  findOrganizationById,
  findOrganizationByName,
  type LocationRow,
  type OrganizationRow,
} from '../../repositories/organizations.repository.ts';
import { findAnyPracticeByAccountId, type PracticeRow } from '../../repositories/practices.repository.ts';

/** An organization by name, or by id when the reference is a number. */
export async function requireOrganization(db: Database, reference: string): Promise<OrganizationRow> {
  const byName = await findOrganizationByName(db, reference);
  if (byName) return byName;
  const byId = /^\d+$/.test(reference) ? await findOrganizationById(db, Number(reference)) : undefined;
  if (byId) return byId;
  throw new AppError('noOrganization', `No organization '${reference}'`);
}

/** A practice by Account ID (deleted ones too, so they can be restored). */
export async function requirePractice(db: Database, accountId: string): Promise<PracticeRow> {
  const practice = await findAnyPracticeByAccountId(db, accountId);
  if (!practice) throw new AppError('noLocation', `No practice with Account ID '${accountId}'`);
  return practice;
}

/** A location that belongs to the organization. */
export async function requireLocation(db: Database, id: number, organizationId: number): Promise<LocationRow> {
  const location = await findLocation(db, id);
  if (!location || location.organizationId !== organizationId) {
    throw new AppError('noLocation', `No location ${id} in organization ${organizationId}`);
  }
  return location;
}
