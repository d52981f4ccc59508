/** Subscriptions belong to organizations. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export async function listSubscriptions(db: Database, organizationId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
}

export async function insertSubscription(db: Database, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('The subscription was not created');
  return row;
}

export async function findSubscription(db: Database, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function updateSubscription(
  db: Database,
  id: number,
  values: Partial<Pick<NewSubscription, 'seats' | 'endDate'>>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error('The subscription was not updated');
  return row;
}
