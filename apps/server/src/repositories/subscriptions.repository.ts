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
