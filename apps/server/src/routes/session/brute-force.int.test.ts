import { login } from '@triage/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { auditRefusals, signInFailures } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const body = (practiceId: string, password: string) => ({ firstName: 'Eve', practiceId, password });

describeApi('sign-in brute-force limits', { coverage: ERROR_COVERAGE.bruteForce }, (h) => {
  /** Which of these addresses have refused sign-ins counted (the audit of refusals). */
  const refusedFrom = async (ips: string[]) =>
    (await h().database.db.select().from(auditRefusals).where(inArray(auditRefusals.ip, ips)))
      .map((row) => row.ip)
      .sort();
  const attempt = (ip: string, practiceId: string, password: string) =>
    h().call(login, { body: body(practiceId, password), ip });

  describe('per IP and Account ID', () => {
    it('blocks the pair after 10 failures in 15 minutes, even with the right password, with Retry-After', async () => {
      for (let i = 0; i < 10; i += 1)
        expectError(await attempt('10.2.0.1', 'demo', `guess-${i}`), 'invalidCredentials');
      const blocked = await attempt('10.2.0.1', 'demo', 'demo');
      expectError(blocked, 'tooManyRequests');
      expect(blocked.headers['retry-after']).toBe(String(15 * 60));
      h().clock.advance(5 * MINUTE);
      expect((await attempt('10.2.0.1', 'DEMO', 'demo')).headers['retry-after']).toBe(String(10 * 60));
    });

    it('does not lock the practice out: a sign-in from another IP succeeds', async () => {
      dataOf(await attempt('10.2.0.2', 'demo', 'demo'));
    });

    it('lets the same IP sign in to another account', async () => {
      dataOf(await attempt('10.2.0.1', 'demo-ah', 'demo'));
    });

    it('lifts the block when the failures leave the 15-minute window', async () => {
      h().clock.advance(10 * MINUTE);
      dataOf(await attempt('10.2.0.1', 'demo', 'demo'));
    });

    it('forgets the failures of the pair after a successful sign-in', async () => {
      for (let i = 0; i < 9; i += 1) expectError(await attempt('10.2.0.3', 'demo', `typo-${i}`), 'invalidCredentials');
      dataOf(await attempt('10.2.0.3', 'demo', 'demo'));
      for (let i = 0; i < 9; i += 1) expectError(await attempt('10.2.0.3', 'demo', `typo-${i}`), 'invalidCredentials');
      dataOf(await attempt('10.2.0.3', 'demo', 'demo'));
    });

    it('audits refused attempts as counts per window, without the password', async () => {
      for (let i = 0; i < 10; i += 1) await attempt('10.2.0.4', 'demo-embed', 'secret-guess');
      for (let i = 0; i < 5; i += 1) {
        expectError(await attempt('10.2.0.4', 'demo-embed', 'secret-guess'), 'tooManyRequests');
      }
      const rows = await h().database.db.select().from(auditRefusals).where(eq(auditRefusals.ip, '10.2.0.4'));
      // Fifteen refusals, two rows: a flood adds counts, not rows kept six years.
      expect(rows.map((row) => [row.practiceId, row.outcome, row.count]).sort()).toEqual([
        ['demo-embed', 'invalid-credentials', 10],
        ['demo-embed', 'rate-limited', 5],
      ]);
      const events = await listAuditEvents(h().database.db, { practiceId: 'demo-embed', limit: 20 });
      expect(events.filter((event) => event.ip === '10.2.0.4')).toEqual([]);
      expect(JSON.stringify([rows, events])).not.toContain('secret-guess');
    });
  });

  describe('under concurrency', () => {
    beforeEach(() => h().clock.advance(16 * MINUTE));
    it('checks at most 10 of 60 simultaneous wrong passwords; the rest get 429 with Retry-After', async () => {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => attempt('10.5.0.1', 'demo', `burst-${i}`)),
      );
      const checked = responses.filter((response) => response.statusCode === 401);
      const refused = responses.filter((response) => response.statusCode === 429);
      expect(checked).toHaveLength(10);
      expect(refused).toHaveLength(50);
      for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      // The Account ID's delay: one second after its tenth failure, from any address.
      expectError(await attempt('10.5.0.2', 'demo', 'demo'), 'tooManyRequests');
      h().clock.advance(1000);
      dataOf(await attempt('10.5.0.2', 'demo', 'demo'));
    });
  });

  describe('per IP', () => {
    beforeEach(() => h().clock.advance(16 * MINUTE));
    it('blocks an IP after 50 failures over any Account IDs, and no other IP', async () => {
      for (let i = 0; i < 50; i += 1) {
        expectError(await attempt('10.3.0.1', `spray-${i}`, 'password1'), 'invalidCredentials');
      }
      const blocked = await attempt('10.3.0.1', 'demo', 'demo');
      expectError(blocked, 'tooManyRequests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      dataOf(await attempt('10.3.0.2', 'demo', 'demo'));
    });
  });

  describe('client IP', () => {
    beforeEach(() => h().clock.advance(16 * MINUTE));
    it('honours X-Forwarded-For only when TRUST_PROXY is set', async () => {
      const { database, clock } = h();
      const forwarded = { 'x-forwarded-for': '203.0.113.7' };
      const direct = await h().call(login, { body: body('demo', 'wrong'), ip: '10.4.0.1', headers: forwarded });
      expectError(direct, 'invalidCredentials');
      const proxied = await buildApp({ config: testConfig({ TRUST_PROXY: true }), database, now: clock.now });
      try {
        const response = await proxied.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.4.0.1',
          headers: forwarded,
          payload: body('demo', 'wrong'),
        });
        expectError(response, 'invalidCredentials', { callId: 'Login' });
      } finally {
        await proxied.close();
      }
      expect(await refusedFrom(['203.0.113.7', '10.4.0.1'])).toEqual(['10.4.0.1', '203.0.113.7']);
    });

    it('with a hop count or proxy addresses, takes the address the trusted proxy saw, never a spoofed one', async () => {
      const { database, clock } = h();
      const spoofed = { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' };
      for (const trust of [1, ['10.6.0.1'], ['10.6.0.0/24']] as const) {
        const app = await buildApp({
          config: testConfig({ TRUST_PROXY: trust as never }),
          database,
          now: clock.now,
        });
        try {
          const viaProxy = await app.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: '10.6.0.1',
            headers: spoofed,
            payload: body('demo', 'wrong'),
          });
          expectError(viaProxy, 'invalidCredentials', { callId: 'Login' });
          expect(await refusedFrom(['203.0.113.9', '10.6.0.1', '198.51.100.66'])).toEqual(['203.0.113.9']);
        } finally {
          await app.close();
        }
      }
      const listed = await buildApp({ config: testConfig({ TRUST_PROXY: ['10.6.0.1'] }), database, now: clock.now });
      try {
        await listed.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.6.0.99',
          headers: spoofed,
          payload: body('demo', 'wrong'),
        });
        expect(await refusedFrom(['10.6.0.99'])).toEqual(['10.6.0.99']);
      } finally {
        await listed.close();
      }
    });
  });

  describe('a distributed attacker', () => {
    beforeEach(() => h().clock.advance(16 * MINUTE));

    it('counts the addresses of one IPv6 /64 as one, through TRUST_PROXY and X-Forwarded-For: at most 50 checked', async () => {
      const { database, clock } = h();
      const proxied = await buildApp({ config: testConfig({ TRUST_PROXY: 1 }), database, now: clock.now });
      const guess = (forwarded: string, i: number) =>
        proxied.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.8.0.1',
          headers: { 'x-forwarded-for': forwarded },
          // Another Account ID each time: neither the (address, Account ID) limit nor an account's
          // delay refuses any of them, only the count of the address they come from.
          payload: body(`spray64-${i}`, `guess-${i}`),
        });
      try {
        const signedIn = dataOf<{ sessionId: string }>(
          await proxied.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: '10.8.0.1',
            headers: { 'x-forwarded-for': '192.0.2.64' },
            payload: body('demo', 'demo'),
          }),
        );
        // 60 guesses from 60 addresses of 2001:db8:77:1::/64, 10 at a time (fewer than the hashing
        // queue holds: only the address limit refuses).
        const codes: number[] = [];
        let next = 0;
        const worker = async () => {
          while (next < 60) {
            const i = next;
            next += 1;
            codes.push((await guess(`2001:db8:77:1:${(i + 1).toString(16)}::${(i + 7).toString(16)}`, i)).statusCode);
          }
        };
        const flood = Promise.all(Array.from({ length: 10 }, worker));
        // Meanwhile another nurse's heartbeat is answered as usual.
        const heartbeat = await proxied.inject({
          method: 'GET',
          url: `/api/check-session?sessionId=${signedIn.sessionId}&prolong=false`,
          remoteAddress: '10.8.0.1',
          headers: { 'x-forwarded-for': '192.0.2.65' },
        });
        const answeredBeforeHeartbeat = codes.length;
        await flood;
        expect(heartbeat.statusCode).toBe(200);
        expect(answeredBeforeHeartbeat).toBeLessThan(60);
        expect(codes.filter((code) => code === 401)).toHaveLength(50);
        expect(codes.filter((code) => code === 429)).toHaveLength(10);
        // Another /64 of the same /48 is another network: still checked.
        expect((await guess('2001:db8:77:2::1', 60)).statusCode).toBe(401);
      } finally {
        await proxied.close();
      }
      const rows = await h()
        .database.db.select()
        .from(auditRefusals)
        .where(inArray(auditRefusals.ip, ['2001:0db8:0077:0001::/64', '2001:0db8:0077:0002::/64']));
      const counts = new Map<string, number>();
      for (const row of rows)
        counts.set(`${row.ip} ${row.outcome}`, (counts.get(`${row.ip} ${row.outcome}`) ?? 0) + row.count);
      expect(Object.fromEntries(counts)).toEqual({
        '2001:0db8:0077:0001::/64 invalid-credentials': 50,
        '2001:0db8:0077:0001::/64 rate-limited': 10,
        '2001:0db8:0077:0002::/64 invalid-credentials': 1,
      });
    });

    it('slows one Account ID down across every address, progressively, without locking it out', async () => {
      const from = (i: number) => `192.0.2.${i + 1}`;
      for (let i = 0; i < 10; i += 1)
        expectError(await attempt(from(i), 'demo-embed', `spray-${i}`), 'invalidCredentials');
      // The 11th guess, from a fresh address, waits a second; then 2, then 4...
      const delayed = await attempt(from(10), 'demo-embed', 'spray-10');
      expectError(delayed, 'tooManyRequests');
      expect(delayed.headers['retry-after']).toBe('1');
      h().clock.advance(1000);
      expectError(await attempt(from(11), 'demo-embed', 'spray-11'), 'invalidCredentials');
      expect((await attempt(from(12), 'demo-embed', 'spray-12')).headers['retry-after']).toBe('2');
      // Never a lockout: the nurse with the right password gets in once the delay has passed.
      h().clock.advance(2000);
      dataOf(await attempt(from(13), 'demo-embed', 'demo'));
    });

    it('keeps no Account ID as typed among the failures', async () => {
      expectError(await attempt('192.0.2.200', 'Typed-As-Password-123', 'x'), 'invalidCredentials');
      const rows = await h().database.db.select().from(signInFailures);
      expect(JSON.stringify(rows).toLowerCase()).not.toContain('typed-as-password-123');
    });
  });

  describe('a call centre behind one address', () => {
    beforeEach(() => h().clock.advance(16 * MINUTE));

    it('gives a known egress range ten times the room (SIGN_IN_EGRESS_RANGES)', async () => {
      const { database, clock } = h();
      const app = await buildApp({
        config: testConfig({ SIGN_IN_EGRESS_RANGES: ['198.51.100.0/24'] }),
        database,
        now: clock.now,
      });
      try {
        const from = (ip: string, practiceId: string) =>
          app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: body(practiceId, 'typo') });
        for (let i = 0; i < 60; i += 1) expect((await from('198.51.100.20', `nurse-typo-${i}`)).statusCode).toBe(401);
        for (let i = 0; i < 50; i += 1) expect((await from('203.0.113.20', `nurse-typo-${i}`)).statusCode).toBe(401);
        expect((await from('203.0.113.20', 'nurse-typo-x')).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });
  });
});
