import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { administrators, practices, ssoMappings } from '../db/schema.ts';
import { DEMO_ADMIN_EMAILS, DEMO_PRACTICES, DEMO_SSO_MAPPINGS, seedDemo } from '../seed/seed.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { assertNoDemoDoors } from './demo-mode.ts';

const exposed = { DEMO_MODE: undefined, HOST: '0.0.0.0' };
const demo = {
  accountIds: DEMO_PRACTICES.map((practice) => practice.practiceId),
  tokens: DEMO_SSO_MAPPINGS.map((mapping) => mapping.token),
  adminEmails: DEMO_ADMIN_EMAILS,
};

describeEachEngine('demo doors', ({ database }) => {
  it('counts an active demo administrator as a door once the demo practices and links are closed', async () => {
    const db = database().db;
    await seedDemo(db, new Date(), randomBytes(32));
    await expect(assertNoDemoDoors(db, exposed, demo)).rejects.toThrow("practice 'demo'");

    await db.update(practices).set({ deletedAt: new Date() });
    await db.delete(ssoMappings);
    const refused = assertNoDemoDoors(db, exposed, demo);
    await expect(refused).rejects.toThrow("administrator 'olga@demo.example'");
    await expect(refused).rejects.toThrow('deactivate-admin');

    await db.update(administrators).set({ deactivatedAt: sql`now()` });
    await expect(assertNoDemoDoors(db, exposed, demo)).resolves.toBeUndefined();
    // On loopback or with DEMO_MODE=true the doors are the point.
    await db.update(administrators).set({ deactivatedAt: null });
    await expect(assertNoDemoDoors(db, { DEMO_MODE: true, HOST: '0.0.0.0' }, demo)).resolves.toBeUndefined();
    await expect(assertNoDemoDoors(db, { DEMO_MODE: undefined, HOST: '127.0.0.1' }, demo)).resolves.toBeUndefined();
  });
});
