import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { grantContentSets, listContentSets, revokeContentSets } from '../repositories/content.repository.ts';
import { findPracticeByAccountId, updatePractice } from '../repositories/practices.repository.ts';
import { deleteSession, insertSession, touchSession } from '../repositories/sessions.repository.ts';
import { insertSubscription, updateSubscription } from '../repositories/subscriptions.repository.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { queryRows } from './client.ts';
import { type Invalidation, LISTENER_APPLICATION_NAME, parseInvalidation } from './invalidation.ts';
import { protocols, sessions } from './schema.ts';

it('reads the payloads the triggers send, and ignores unknown ones', () => {
  expect(parseInvalidation('session:abc')).toEqual({ kind: 'session', idHash: 'abc' });
  expect(parseInvalidation('practice:12')).toEqual({ kind: 'practice', id: 12 });
  expect(parseInvalidation('organization:3')).toEqual({ kind: 'organization', id: 3 });
  expect(parseInvalidation('content')).toEqual({ kind: 'content' });
  expect(parseInvalidation('reset')).toEqual({ kind: 'reset' });
  for (const payload of ['practice:', 'practice:x', 'session:', 'later-kind:1', '']) {
    expect(parseInvalidation(payload)).toBeUndefined();
  }
});

/** Polls a condition (a state change with no event to wait on); fails after 10 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error('The condition did not come true');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachEngine(
  'the cache-invalidation channel',
  ({ database, engine }) => {
    it('announces, at commit, every change the caches depend on, whoever makes it', async () => {
      const { db } = database();
      const listener = await database().listen();
      const seen: Invalidation[] = [];
      listener.onInvalidation((invalidation) => seen.push(invalidation));
      const announced = async (change: () => Promise<unknown>): Promise<Invalidation[]> => {
        seen.length = 0;
        await change();
        await listener.settle();
        return [...seen];
      };
      const practice = await findPracticeByAccountId(db, 'demo');
      if (!practice) throw new Error('No demo practice');
      const at = new Date('2026-01-01T10:00:00Z');
      const session = {
        idHash: 'f'.repeat(64),
        practiceId: practice.id,
        firstName: 'Ann',
        lastActiveAt: at,
        expiresAt: new Date(at.getTime() + 3_600_000),
      };
      const sessionHash = { kind: 'session', idHash: session.idHash };
      expect(await announced(() => insertSession(db, session))).toEqual([]);
      // Activity moving forward is not announced (instances read it again after the maximum age).
      expect(await announced(() => touchSession(db, session.idHash, new Date(at.getTime() + 1000)))).toEqual([]);
      const setBack = () => db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.idHash, session.idHash));
      expect(await announced(setBack)).toEqual([sessionHash]);
      const shorten = () => db.update(sessions).set({ expiresAt: at }).where(eq(sessions.idHash, session.idHash));
      expect(await announced(shorten)).toEqual([sessionHash]);
      expect(await announced(() => deleteSession(db, session.idHash))).toEqual([sessionHash]);

      const practiceChanged = [{ kind: 'practice', id: practice.id }];
      expect(await announced(() => updatePractice(db, practice.id, { options: practice.options }))).toEqual(
        practiceChanged,
      );
      const [set] = await listContentSets(db);
      expect(await announced(() => revokeContentSets(db, practice.id, [set?.id ?? 0]))).toEqual(practiceChanged);
      expect(await announced(() => grantContentSets(db, practice.id, [set?.id ?? 0]))).toEqual(practiceChanged);

      const organization = [{ kind: 'organization', id: practice.organizationId }];
      const subscription = { organizationId: practice.organizationId, type: 'trial', seats: 1, startDate: at };
      let id = 0;
      expect(await announced(async () => (id = (await insertSubscription(db, subscription)).id))).toEqual(organization);
      expect(await announced(() => updateSubscription(db, id, { seats: 2 }))).toEqual(organization);

      const touchContent = () =>
        db
          .update(protocols)
          .set({ title: sql`${protocols.title}` })
          .where(eq(protocols.id, -1));
      expect(await announced(touchContent)).toEqual([{ kind: 'content' }]);

      // A change rolled back is not announced.
      const rolledBack = () =>
        db
          .transaction(async (tx) => {
            await updatePractice(tx, practice.id, { options: practice.options });
            throw new Error('rolled back');
          })
          .catch(() => {});
      expect(await announced(rolledBack)).toEqual([]);
      await listener.close();
    });

    it.runIf(engine === 'postgres')(
      'is not live while its connection is lost, and listens again with a reset',
      async () => {
        const listener = await database().listen();
        let resets = 0;
        listener.onReset(() => {
          resets += 1;
        });
        expect(listener.isLive).toBe(true);
        await queryRows(
          database().db,
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        );
        await until(() => !listener.isLive);
        await until(() => listener.isLive);
        expect(resets).toBe(2);
        await listener.close();
        expect(listener.isLive).toBe(false);
      },
    );
  },
  { seeded: true },
);
