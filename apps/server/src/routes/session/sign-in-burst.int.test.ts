/**
 * A shift starting (issue 37, ADR 0061): every nurse of a practice signs in with one Account ID, and
 * sign-ins whose passwords are being checked are attempts in flight, not failures. The limits still
 * count an attacker's parallel guesses (brute-force.int.test.ts, unchanged), and an attempt in
 * flight whose instance died stops counting after its expiry.
 */
import { login } from '@triage/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { signInFailures } from '../../db/schema.ts';
import type { AppError } from '../../lib/app-error.ts';
import { failureKey, reserveSignInAttempt } from '../../services/brute-force.service.ts';
import { dataOf, describeApi, MINUTE } from '../../testing/api-harness.ts';

const SECOND = 1000;
/** Over twice the 10 attempts in flight at once that the limits admit. */
const NURSES = 30;

describeApi('a shift signing in at once on one Account ID', {}, (h) => {
  const signIn = (ip: string, i: number, password = 'demo') =>
    h().call(login, { body: { firstName: `Nurse${i}`, practiceId: 'demo', password }, ip });

  /** The answers other than 200, status and body. */
  const refusals = (answers: { statusCode: number; body: string }[]) =>
    answers.filter((answer) => answer.statusCode !== 200).map((answer) => `${answer.statusCode} ${answer.body}`);

  describe('honest sign-ins in flight', () => {
    it(`accepts ${NURSES} simultaneous right passwords from ${NURSES} addresses`, async () => {
      h().clock.advance(16 * MINUTE);
      const answers = await Promise.all(Array.from({ length: NURSES }, (_, i) => signIn(`10.61.0.${i + 1}`, i)));
      expect(refusals(answers)).toEqual([]);
      for (const answer of answers) expect(dataOf<{ sessionId: string }>(answer).sessionId).toBeTruthy();
    });

    it(`accepts ${NURSES} simultaneous right passwords from a call centre's one address`, async () => {
      h().clock.advance(16 * MINUTE);
      const answers = await Promise.all(Array.from({ length: NURSES }, (_, i) => signIn('10.61.1.1', i)));
      expect(refusals(answers)).toEqual([]);
    });

    it(`still checks at most 10 of ${NURSES} simultaneous wrong passwords from as many addresses`, async () => {
      h().clock.advance(16 * MINUTE);
      const answers = await Promise.all(
        Array.from({ length: NURSES }, (_, i) => signIn(`10.61.2.${i + 1}`, i, `guess-${i}`)),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(NURSES - 10);
    });
  });

  describe('an instance that died with attempts in flight', () => {
    const key = failureKey('demo');
    /** Ten attempts in flight from one address, never settled (their instance died), at the test clock's now. */
    const tenInFlight = async (ip: string) => {
      h().clock.advance(16 * MINUTE);
      const now = h().clock.now();
      for (let i = 0; i < 10; i += 1) {
        await reserveSignInAttempt(h().database.db, testConfig(), { ip, key, now, inFlight: true });
      }
      return now;
    };

    it('counts its attempts until their expiry (30 s), then no longer', async () => {
      const { db } = h().database;
      const ip = '10.61.3.1';
      const crashedAt = await tenInFlight(ip);
      const later = (ms: number) => new Date(crashedAt.getTime() + ms);
      const early = reserveSignInAttempt(db, testConfig(), {
        ip,
        key,
        now: later(10 * SECOND),
        inFlight: true,
        settleWaitMs: 300,
      });
      await expect(early).rejects.toSatisfy((error: AppError) => error.code === 'tooManyRequests');
      h().clock.advance(31 * SECOND);
      dataOf(await signIn(ip, 99));
    });

    it('drops a waiting sign-in whose client went away, recording nothing for it', async () => {
      const { db } = h().database;
      const ip = '10.61.4.1';
      const now = await tenInFlight(ip);
      const gone = new AbortController();
      // It would wait a minute for the ten to settle; its client gives up first.
      const waiting = reserveSignInAttempt(db, testConfig(), {
        ip,
        key,
        now,
        inFlight: true,
        settleWaitMs: 60 * SECOND,
        gone: gone.signal,
      });
      setTimeout(() => gone.abort(), 100);
      await expect(waiting).rejects.toSatisfy((error: AppError) => error.code === 'tooManyRequests');
      const rows = await db.select().from(signInFailures).where(eq(signInFailures.ip, ip));
      expect(rows).toHaveLength(10);
    });
  });
});
