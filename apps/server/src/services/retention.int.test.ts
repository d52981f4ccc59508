/**
 * Retention of what the limits and the console leave behind: failed sign-ins once past their
 * 15-minute window, administrator invitations once expired (accepted or not); what is still in use
 * stays.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { adminInvitations, signInFailures } from '../db/schema.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { purgeOldRecords } from './retention.service.ts';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const MINUTE = 60_000;
const days = { auditDays: 36_500, clientErrorDays: 36_500, callEventDays: 36_500 };

describeEachEngine(
  'retention of sign-in failures and invitations',
  ({ database }) => {
    it('purges failed sign-ins past their window and expired invitations, and keeps the rest', async () => {
      const { db } = database();
      const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
      await db.insert(signInFailures).values([
        { at: ago(16), ip: '198.51.100.1', practiceId: 'old' },
        { at: ago(60 * 24 * 30), ip: '198.51.100.2', practiceId: 'older' },
        { at: ago(14), ip: '198.51.100.3', practiceId: 'recent' },
      ]);
      const [org] = await queryRows<{ id: number }>(db, sql`select id from organizations order by id limit 1`);
      const invitation = (n: number, expiresAt: Date, acceptedAt: Date | null = null) => ({
        codeHash: `hash-${n}`,
        organizationId: Number(org?.id),
        role: 'org-admin',
        email: `invitee${n}@example.test`,
        name: `Invitee ${n}`,
        totpSecret: 'sealed',
        expiresAt,
        acceptedAt,
      });
      await db
        .insert(adminInvitations)
        .values([
          invitation(1, ago(1)),
          invitation(2, ago(60 * 24), ago(60 * 48)),
          invitation(3, new Date(NOW.getTime() + 60 * MINUTE)),
        ]);

      const purged = await purgeOldRecords(db, NOW, days);

      expect(purged).toMatchObject({ signInFailures: 2, invitations: 2 });
      const failures = await queryRows<{ practice_id: string }>(db, sql`select practice_id from sign_in_failures`);
      expect(failures.map((row) => row.practice_id)).toEqual(['recent']);
      const invitations = await queryRows<{ email: string }>(db, sql`select email from admin_invitations`);
      expect(invitations.map((row) => row.email)).toEqual(['invitee3@example.test']);
      // Run again (every instance does): nothing more to delete.
      expect(await purgeOldRecords(db, NOW, days)).toMatchObject({ signInFailures: 0, invitations: 0 });
    });
  },
  { seeded: true },
);
