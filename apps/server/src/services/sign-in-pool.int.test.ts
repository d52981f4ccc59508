/**
 * Sign-ins waiting for another instance's lock on their Account ID must leave the pool to the other
 * calls (found by the soak, ADR 0054): before, each waiting sign-in held a connection, and a burst
 * of them left none for a heartbeat, nor for the lock holder's next statement.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { queryRows } from '../db/client.ts';
import type { AppError } from '../lib/app-error.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { reserveSignInAttempt } from './brute-force.service.ts';

const KEY = 'pool-test-account';

describeEachEngine(
  'sign-in transactions and the pool',
  ({ database }) => {
    it('a burst of sign-ins queued on one Account ID leaves connections for other calls', async () => {
      const { db } = database();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // Another instance's sign-in holding the Account ID's lock (one connection of this pool).
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-account:${KEY}`}, 0))`);
        holding();
        await released;
      });
      await held;
      const now = new Date();
      const attempts = Array.from({ length: 12 }, (_, i) =>
        reserveSignInAttempt(db, testConfig(), { ip: `10.77.0.${i + 1}`, key: KEY, now }),
      );
      // The pool has 10 connections: 12 waiting sign-ins would take every one left.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ping = await queryRows<{ one: number }>(db, sql`select 1 as one`);
      expect(ping).toEqual([{ one: 1 }]);
      release();
      await holder;
      const outcomes = await Promise.allSettled(attempts);
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') expect(outcome.value).toBeGreaterThan(0);
        else expect((outcome.reason as AppError).code).toBe('tooManyRequests');
      }
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(0);
    });
  },
  { only: ['postgres'] },
);
