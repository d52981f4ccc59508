import { expect, it } from 'vitest';
import { verifyPassword } from '../services/password.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { organizations, practices, subscriptions } from './schema.ts';
import { DEMO_PASSWORD, DEMO_PRACTICES, seedDemo } from './seed.ts';

describeEachEngine('demo seed', ({ database }) => {
  it('creates the demo practices with hashed passwords', async () => {
    expect(await seedDemo(database().db)).toBe(true);
    const rows = await database().db.select().from(practices);
    expect(rows.map((r) => r.practiceId).sort()).toEqual(DEMO_PRACTICES.map((p) => p.practiceId).sort());
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('is safe to re-run: nothing is duplicated', async () => {
    expect(await seedDemo(database().db)).toBe(false);
    expect(await database().db.select().from(practices)).toHaveLength(DEMO_PRACTICES.length);
    expect(await database().db.select().from(organizations)).toHaveLength(2);
    expect(await database().db.select().from(subscriptions)).toHaveLength(2);
  });
});
