/** Organizations (practice groups) and their locations. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { locations, organizations } from '../db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

export async function findOrganizationByName(db: Database, name: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.name, name));
  return row;
}

export async function findOrganizationById(db: Database, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function insertOrganization(db: Database, name: string): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values({ name }).returning();
  if (!row) throw new Error(`The organization ${name} was not created`);
  return row;
}

export async function renameOrganization(db: Database, id: number, name: string): Promise<OrganizationRow> {
  const [row] = await db.update(organizations).set({ name }).where(eq(organizations.id, id)).returning();
  if (!row) throw new Error(`No organization with id ${id}`);
  return row;
}

export async function listLocations(db: Database, organizationId: number): Promise<LocationRow[]> {
  return db.select().from(locations).where(eq(locations.organizationId, organizationId)).orderBy(asc(locations.id));
}

export async function findLocation(db: Database, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

export async function insertLocation(db: Database, organizationId: number, name: string): Promise<LocationRow> {
  const [row] = await db.insert(locations).values({ organizationId, name }).returning();
  if (!row) throw new Error(`The location ${name} was not created`);
  return row;
}
