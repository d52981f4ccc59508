/** The short links of texted handouts (ADR 0051): a short id and the signed handout link it opens. */
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { handoutShortLinks } from '../db/schema.ts';

/** Keeps a short link; forgets the ones that expired before `forgetBefore` first. */
export async function insertHandoutShortLink(
  db: Database,
  row: { id: string; practiceId: number; token: string; expiresAt: Date },
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
