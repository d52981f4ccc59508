import {
  API_CALLS,
  CheckSessionData,
  checkSession,
  LoginData,
  login,
  logout,
  SessionAccountData,
  validateSession,
  watchPractice,
} from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditRefusals, practices, sessions } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { dataOf, describeApi, expectError, HOUR, MINUTE, START } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts, createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';

const ANN = { firstName: 'Ann', practiceId: 'demo', password: 'demo' };

describeApi('sessions', { coverage: ERROR_COVERAGE.session }, (h) => {
  describe('sign-in', () => {
    it('signs in with the Account ID in any case and answers the account and a session id', async () => {
      const data = LoginData.parse(dataOf(await h().call(login, { body: { ...ANN, practiceId: ' DEMO ' } })));
      expect(data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.account).toMatchObject({
        practiceId: 'demo',
        organizationId: expect.any(Number),
        locationId: expect.any(Number),
        subscriptionCount: 25,
        subscriptionType: 'annual',
        subscriptionEndDate: new Date(START.getTime() + 335 * 24 * HOUR).toISOString(),
      });
      expect(data.account.options).toMatchObject({
        careAdviceMode: 'simple',
        questionChoiceDisplay: 'onlyYes',
        columbiaScaleProtocols: [209, 320],
        persistCall: true,
        videoVisitStrategy: 'user',
      });
      expect(data.account.callNoteTemplate).toEqual(DEFAULT_CALL_NOTE_TEMPLATE);
    });

    it('stores only the hash of the session id, and gives a new id at every sign-in', async () => {
      const first = await h().signIn();
      const second = await h().signIn();
      expect(first).not.toBe(second);
      const rows = await h().database.db.select({ idHash: sessions.idHash }).from(sessions);
      const hashes = rows.map((row) => row.idHash);
      expect(hashes).toContain(sha256Hex(first));
      expect(hashes).toContain(sha256Hex(second));
      expect(hashes).not.toContain(first);
    });

    it('answers a wrong password and an unknown Account ID alike, and audits both', async () => {
      const wrongPassword = expectError(
        await h().call(login, { body: { ...ANN, password: 'nope' }, ip: '10.1.0.1' }),
        'invalidCredentials',
      );
      const unknownAccount = expectError(
        await h().call(login, { body: { ...ANN, practiceId: 'no-such-practice' }, ip: '10.1.0.1' }),
        'invalidCredentials',
      );
      expect(unknownAccount.message).toBe(wrongPassword.message);
      expect(unknownAccount.error.technical).toBe(wrongPassword.error.technical);
      expect(wrongPassword.message).toContain('1-800-555-0199');
      const events = await listAuditEvents(h().database.db, { type: 'sign-in', limit: 50 });
      const failures = await h().database.db.select().from(auditRefusals).where(eq(auditRefusals.ip, '10.1.0.1'));
      expect(failures.map((row) => [row.practiceId, row.outcome, row.count]).sort()).toEqual([
        ['(unknown)', 'invalid-credentials', 1],
        ['demo', 'invalid-credentials', 1],
      ]);
      for (const event of events) expect(JSON.stringify(event)).not.toContain('nope');
      // An Account ID that matches no practice is not kept as typed (it may be a password).
      expect(JSON.stringify([events, failures])).not.toContain('no-such-practice');
    });

    it('reports missing fields as missingParams and malformed ones as badData', async () => {
      expectError(await h().call(login, {}), 'missingParams');
      expectError(await h().call(login, { body: {} }), 'missingParams');
      expectError(await h().call(login, { body: { ...ANN, firstName: '   ' } }), 'missingParams');
      expectError(await h().call(login, { body: { ...ANN, password: '' } }), 'missingParams');
      expectError(await h().call(login, { body: { ...ANN, practiceId: 42 } }), 'badData');
      expectError(await h().call(login, { body: { ...ANN, password: 'x'.repeat(2000) } }), 'badData');
      expectError(await h().call(login, { body: [ANN] }), 'badData');
      const broken = await h().app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName":',
      });
      expectError(broken, 'badData', { callId: 'Login' });
    });

    it('refuses an account that enforces subscriptions once its subscription has ended', async () => {
      expectError(await h().call(login, { body: { ...ANN, practiceId: 'demo-expired' } }), 'noActiveSubscription');
      const [event] = await listAuditEvents(h().database.db, { practiceId: 'demo-expired', limit: 1 });
      expect(event?.outcome).toBe('no-active-subscription');
    });

    it('signs in an account with an ended subscription that does not enforce subscriptions', async () => {
      await createTestPractice(h().database.db, {
        practiceId: 'lapsed-lenient',
        subscription: { startDate: new Date(START.getTime() - 400 * 24 * HOUR), endDate: START },
      });
      const data = LoginData.parse(
        dataOf(await h().call(login, { body: { ...ANN, practiceId: 'lapsed-lenient', password: TEST_PASSWORD } })),
      );
      // The About dialog shows 'N/A' seats and the past end date, never 'Unlimited'.
      expect(data.account).toMatchObject({
        subscriptionCount: null,
        subscriptionEndDate: START.toISOString(),
        subscriptionType: 'annual',
      });
    });

    it('answers dbValidationFailed when the stored options break the contract', async () => {
      const practice = await createTestPractice(h().database.db, {
        practiceId: 'corrupt-options',
        options: { careAdviceMode: 'loud' },
      });
      expectError(
        await h().call(login, { body: { ...ANN, practiceId: practice.practiceId, password: TEST_PASSWORD } }),
        'dbValidationFailed',
      );
    });

    it('answers sessionCreationFailed when the session cannot be stored', async () => {
      const repair = await breakInserts(h().database.db, 'sessions');
      try {
        expectError(await h().call(login, { body: ANN }), 'sessionCreationFailed');
      } finally {
        await repair();
      }
      expect(await h().signIn()).toBeTruthy();
    });
  });

  describe('validate-session and the concurrency key', () => {
    it("answers the session's account and first name", async () => {
      const sessionId = await h().signIn('demo-ah', { firstName: 'Bea' });
      const data = SessionAccountData.parse(dataOf(await h().call(validateSession, { sessionId })));
      expect(data.firstName).toBe('Bea');
      expect(data.account.practiceId).toBe('demo-ah');
      expect(data.account.options).toMatchObject({ questionChoiceDisplay: 'yesAndNo', disableAdmin: true });
    });

    it('binds the concurrency key to its session and its browser: a later key does not replace it', async () => {
      const response = await h().call(login, { body: ANN, headers: { 'x-concurrency-key': 'uuid-1:1' } });
      const { sessionId } = LoginData.parse(dataOf(response));
      const stored = async () => {
        const [row] = await h()
          .database.db.select({ key: sessions.concurrencyKey })
          .from(sessions)
          .where(eq(sessions.idHash, sha256Hex(sessionId)));
        return row?.key;
      };
      const bound = await stored();
      expect(bound).toMatch(/^uuid-1:1@[0-9a-f]{16}$/);
      dataOf(await h().call(validateSession, { sessionId, headers: { 'x-concurrency-key': 'uuid-2:1' } }));
      expect(await stored()).toBe(bound);
      expectError(
        await h().call(validateSession, { sessionId, headers: { 'x-concurrency-key': 'k'.repeat(300) } }),
        'badData',
      );
      expect(await stored()).toBe(bound);
    });

    it('answers unauthorized without a session id, or with one that does not exist', async () => {
      expectError(await h().call(validateSession), 'unauthorized');
      expectError(await h().call(validateSession, { sessionId: 'not-a-session' }), 'unauthorized');
      expectError(await h().call(validateSession, { sessionId: 'A'.repeat(43) }), 'unauthorized');
    });

    it('answers dbValidationFailed when the options of a signed-in practice become corrupt', async () => {
      const practice = await createTestPractice(h().database.db, { practiceId: 'goes-corrupt' });
      const sessionId = await h().signIn('goes-corrupt', { password: TEST_PASSWORD });
      await h()
        .database.db.update(practices)
        .set({ options: { questionChoiceDisplay: 7 } })
        .where(eq(practices.id, practice.id));
      expectError(await h().call(validateSession, { sessionId }), 'dbValidationFailed');
      // The long poll's answer to a change carries the account: it refuses alike.
      expectError(await h().call(watchPractice, { sessionId }), 'dbValidationFailed');
    });
  });

  describe('sign-out', () => {
    it('deletes the session: every call then answers unauthorized', async () => {
      const sessionId = await h().signIn();
      const countSessions = async () =>
        (await queryRows<{ n: number }>(h().database.db, sql`select count(*)::int as n from ${sessions}`))[0]?.n;
      const before = (await countSessions()) ?? 0;
      expect(dataOf(await h().call(logout, { sessionId, body: {} }))).toEqual({ signedOut: true });
      expect(await countSessions()).toBe(before - 1);
      for (const call of API_CALLS.filter((candidate) => candidate.auth === 'session')) {
        const response = await h().call(call, {
          sessionId,
          params: { contentSetId: 1, protocolId: 201, practiceId: 'demo' },
          body: {},
        });
        expectError(response, 'unauthorized');
      }
      expectError(await h().call(checkSession, { query: { sessionId } }), 'unauthorized');
      const [event] = await listAuditEvents(h().database.db, { type: 'sign-out', limit: 1 });
      expect(event).toMatchObject({ practiceId: 'demo', firstName: 'Ann', outcome: 'success' });
    });

    it('accepts an empty body, and refuses a body that is not an object', async () => {
      const sessionId = await h().signIn();
      expectError(await h().call(logout, { sessionId, body: [1] }), 'badData');
      const empty = await h().app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'x-session-id': sessionId, 'content-type': 'application/json' },
        payload: '',
      });
      expect(dataOf(empty)).toEqual({ signedOut: true });
    });
  });

  describe('check-session', () => {
    it('answers the session id and when the session ends', async () => {
      const sessionId = await h().signIn();
      const now = h().clock.now().getTime();
      const data = CheckSessionData.parse(dataOf(await h().call(checkSession, { query: { sessionId } })));
      expect(data).toEqual({
        sessionId,
        idleExpiresAt: new Date(now + 2 * HOUR).toISOString(),
        expiresAt: new Date(now + 12 * HOUR).toISOString(),
      });
    });

    it('reports a missing session id as missingParams and a bad prolong as badData', async () => {
      expectError(await h().call(checkSession), 'missingParams');
      expectError(await h().call(checkSession, { query: { sessionId: 'x', prolong: 'maybe' } }), 'badData');
      expectError(await h().call(checkSession, { query: { sessionId: 'x'.repeat(600) } }), 'badData');
      expectError(await h().call(checkSession, { query: { sessionId: 'unknown' } }), 'unauthorized');
    });
  });

  describe('the session clock', () => {
    const validate = (sessionId: string) => h().call(validateSession, { sessionId });
    const heartbeat = (sessionId: string, prolong: 'true' | 'false') =>
      h().call(checkSession, { query: { sessionId, prolong } });

    it('ends a session after 2 hours without activity, and audits it', async () => {
      const sessionId = await h().signIn('demo', { firstName: 'Idle' });
      h().clock.advance(2 * HOUR - 1);
      dataOf(await validate(sessionId));
      h().clock.advance(1);
      expectError(await validate(sessionId), 'unauthorized');
      const [event] = await listAuditEvents(h().database.db, { type: 'session-expired', limit: 1 });
      expect(event).toMatchObject({ practiceId: 'demo', firstName: 'Idle', outcome: 'idle' });
    });

    it('counts check-session with prolong=true as activity', async () => {
      const sessionId = await h().signIn();
      h().clock.advance(2 * HOUR - MINUTE);
      dataOf(await heartbeat(sessionId, 'true'));
      h().clock.advance(2 * HOUR - MINUTE);
      dataOf(await validate(sessionId));
      h().clock.advance(MINUTE);
      expectError(await validate(sessionId), 'unauthorized');
    });

    it('does not count check-session with prolong=false, nor other calls, as activity', async () => {
      const sessionId = await h().signIn();
      h().clock.advance(HOUR);
      dataOf(await heartbeat(sessionId, 'false'));
      dataOf(await validate(sessionId));
      dataOf(
        await h().call(API_CALLS.find((call) => call.id === 'ListDispositions') ?? validateSession, { sessionId }),
      );
      h().clock.advance(HOUR);
      expectError(await heartbeat(sessionId, 'true'), 'unauthorized');
    });

    it('ends a session 12 hours after sign-in however active it is', async () => {
      const sessionId = await h().signIn();
      for (let hour = 1; hour <= 11; hour += 1) {
        h().clock.advance(HOUR);
        dataOf(await heartbeat(sessionId, 'true'));
      }
      h().clock.advance(HOUR - MINUTE);
      const last = CheckSessionData.parse(dataOf(await heartbeat(sessionId, 'true')));
      expect(last.idleExpiresAt).toBe(last.expiresAt);
      h().clock.advance(MINUTE);
      expectError(await heartbeat(sessionId, 'true'), 'unauthorized');
      const [event] = await listAuditEvents(h().database.db, { type: 'session-expired', limit: 1 });
      expect(event?.outcome).toBe('absolute');
    });

    it('purges ended sessions at the next sign-in, auditing each with the nurse it named', async () => {
      await h().signIn('demo', { firstName: 'Forgotten' });
      // A named session (SMART, SSO or OpenID Connect) keeps its nurse's stable id in the audit trail.
      await h().database.db.execute(
        sql`update sessions set ehr_user_id = 'oidc:1:nora' where first_name = 'Forgotten'`,
      );
      h().clock.advance(3 * HOUR);
      await h().signIn();
      const [row] = await queryRows<{ n: number }>(
        h().database.db,
        sql`select count(*)::int as n from sessions where first_name = 'Forgotten'`,
      );
      expect(row?.n).toBe(0);
      const events = await listAuditEvents(h().database.db, { type: 'session-expired', limit: 20 });
      expect(events.find((event) => event.firstName === 'Forgotten')).toMatchObject({
        outcome: 'idle',
        ehrUserId: 'oidc:1:nora',
      });
    });

    it('answers noActiveSubscription once the subscription of a signed-in practice ends', async () => {
      const now = h().clock.now();
      await createTestPractice(h().database.db, {
        practiceId: 'ending-soon',
        options: { enforceSubscriptions: true },
        subscription: { startDate: new Date(now.getTime() - HOUR), endDate: new Date(now.getTime() + HOUR) },
      });
      const sessionId = await h().signIn('ending-soon', { password: TEST_PASSWORD });
      dataOf(await validate(sessionId));
      h().clock.advance(HOUR);
      expectError(await validate(sessionId), 'noActiveSubscription');
    });
  });
});
