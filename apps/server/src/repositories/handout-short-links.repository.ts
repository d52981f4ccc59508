/** The short links of texted handouts (ADR 0051): a short id, the signed handout link it opens, and its delivery reports (ADR 0064). */

import type { TextDeliveryData } from '@triage/contracts';
import { and, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { handoutShortLinks } from '../db/schema.ts';

/** Delivered or failed: no later report changes it (the provider's reports may arrive out of order). */
const FINAL_STATUSES = ['delivered', 'failed'] as const;

/** A delivery report as kept: the status and the provider's error code, never the number. */
type TextDeliveryReport = Pick<TextDeliveryData, 'status' | 'errorCode'>;

/** Keeps a short link; forgets the ones that expired before `forgetBefore` first. `queued`: a delivery report is asked for. */
export async function insertHandoutShortLink(
  db: Database,
  row: { id: string; practiceId: number; token: string; expiresAt: Date; deliveryStatus: 'queued' | null },
  forgetBefore: Date,
): Promise<void> {
  await db.delete(handoutShortLinks).where(lt(handoutShortLinks.expiresAt, forgetBefore));
  await db.insert(handoutShortLinks).values(row);
}

/** The signed handout link a short id names, or null. */
export async function findHandoutShortLinkToken(db: Database, id: string): Promise<string | null> {
  const rows = await db
    .select({ token: handoutShortLinks.token })
    .from(handoutShortLinks)
    .where(eq(handoutShortLinks.id, id))
    .limit(1);
  return rows[0]?.token ?? null;
}

/** Whether a send asked for delivery reports under this id (its row is still kept). */
export async function isTextDeliveryAsked(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: handoutShortLinks.id })
    .from(handoutShortLinks)
    .where(and(eq(handoutShortLinks.id, id), isNotNull(handoutShortLinks.deliveryStatus)))
    .limit(1);
  return rows.length > 0;
}

/** Records a delivery report against the send; a final status stays (reports may arrive out of order). */
export async function recordTextDelivery(
  db: Database,
  id: string,
  report: TextDeliveryReport,
  at: Date,
): Promise<void> {
  await db
    .update(handoutShortLinks)
    .set({ deliveryStatus: report.status, deliveryErrorCode: report.errorCode, deliveryUpdatedAt: at })
    .where(
      and(
        eq(handoutShortLinks.id, id),
        isNotNull(handoutShortLinks.deliveryStatus),
        notInArray(handoutShortLinks.deliveryStatus, [...FINAL_STATUSES]),
      ),
    );
}

/** The last delivery report of a send of this practice that asked for them, or null. */
export async function findTextDelivery(
  db: Database,
  id: string,
  practiceId: number,
): Promise<TextDeliveryReport | null> {
  const rows = await db
    .select({ status: handoutShortLinks.deliveryStatus, errorCode: handoutShortLinks.deliveryErrorCode })
    .from(handoutShortLinks)
    .where(and(eq(handoutShortLinks.id, id), eq(handoutShortLinks.practiceId, practiceId)))
    .limit(1);
  const row = rows[0];
  return row?.status ? { status: row.status, errorCode: row.errorCode } : null;
}
