/**
 * Two server instances on one database: what one instance (or an administrator) changes takes
 * effect on the other within a second. Each instance answers sessions, entitlements, subscriptions
 * and protocol keys from memory; the database announces every change at commit.
 */
import {
  checkSession,
  getProtocolContent,
  listProtocols,
  login,
  logout,
  ProtocolListData,
  ssoLogin,
} from '@triage/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, settleInvalidations } from '../app.ts';
import { testConfig } from '../config.ts';
import { listContentSets } from '../repositories/content.repository.ts';
import { findAnyPracticeByAccountId } from '../repositories/practices.repository.ts';
import { deleteSsoMapping } from '../repositories/sso-mappings.repository.ts';
import { listSubscriptions } from '../repositories/subscriptions.repository.ts';
import { commandLineEditor } from '../services/admin/change-audit.ts';
import { revokePracticeContentSets } from '../services/admin/content-sets.ts';
import { endLiveSessions } from '../services/admin/live-sessions.ts';
import { requirePractice } from '../services/admin/lookups.ts';
import { updatePracticeAccount } from '../services/admin/practices.ts';
import { createSsoMapping } from '../services/admin/sso-mappings.ts';
import { changeSubscription } from '../services/admin/subscriptions.ts';
import { sha256Hex } from '../services/secrets.ts';
import { type CallDefinition, type CallRequest, HOUR, MINUTE, pathOf, TestClock } from '../testing/api-harness.ts';
import { createTestPractice, TEST_PASSWORD } from '../testing/fixtures.ts';
import { describeEachEngine } from '../testing/test-db.ts';

const SECOND = 1000;

describeEachEngine(
  'two instances on one database',
  ({ database }) => {
    const clock = new TestClock();
    let a: FastifyInstance;
    let b: FastifyInstance;
    let setNames: string[] = [];
    beforeAll(async () => {
      a = await buildApp({ config: testConfig(), database: database(), now: clock.now });
      b = await buildApp({ config: testConfig(), database: database(), now: clock.now });
      setNames = (await listContentSets(database().db)).map((set) => set.name);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    const call = async (app: FastifyInstance, definition: CallDefinition, request: CallRequest = {}) => {
      const query = new URLSearchParams(request.query ?? {}).toString();
      return app.inject({
        method: definition.method,
        url: `${pathOf(definition, request.params)}${query ? `?${query}` : ''}`,
        headers: request.sessionId ? { 'x-session-id': request.sessionId } : {},
        ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
      });
    };
    const codeOf = (response: LightMyRequestResponse): string =>
      response.statusCode === 200 ? 'ok' : (response.json() as { error: { code: string } }).error.code;
    /**
     * Asks `app` until it answers `code`, with no other wait: the announcement of the change is
     * all the instance needs. Fails if that takes a second or more.
     */
    const answersWithinASecond = async (ask: () => Promise<LightMyRequestResponse>, code: string) => {
      const started = performance.now();
      let answer = codeOf(await ask());
      while (answer !== code && performance.now() - started < SECOND) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        answer = codeOf(await ask());
      }
      expect(answer).toBe(code);
    };

    let practices = 0;
    /** A practice of its own, entitled to every content set, subscribed for a year, enforcing it. */
    const practice = async () => {
      practices += 1;
      const practiceId = `two-instances-${practices}`;
      const now = clock.now().getTime();
      await createTestPractice(database().db, {
        practiceId,
        options: { enforceSubscriptions: true },
        contentSets: setNames,
        subscription: { startDate: new Date(now - HOUR), endDate: new Date(now + 365 * 24 * HOUR), seats: 10 },
      });
      const signIn = await call(a, login, { body: { firstName: 'Ann', practiceId, password: TEST_PASSWORD } });
      const sessionId = (signIn.json() as { data: { sessionId: string } }).data.sessionId;
      const list = ProtocolListData.parse((await call(a, listProtocols, { sessionId })).json().data);
      const [first] = list.protocols;
      const content = {
        sessionId,
        params: { contentSetId: first?.contentSet.id ?? 0, protocolId: first?.sourceProtocolId ?? 0 },
      };
      // Both instances have the session, entitlements and subscription in memory now.
      for (const app of [a, b]) {
        expect(codeOf(await call(app, getProtocolContent, content))).toBe('ok');
        expect(codeOf(await call(app, checkSession, { query: { sessionId } }))).toBe('ok');
      }
      return { practiceId, sessionId, content, contentSet: String(first?.contentSet.id ?? 0) };
    };

    it('a sign-out on one instance is refused by the other', async () => {
      const { sessionId } = await practice();
      expect(codeOf(await call(a, logout, { sessionId, body: {} }))).toBe('ok');
      await answersWithinASecond(() => call(b, checkSession, { query: { sessionId } }), 'unauthorized');
      expect(codeOf(await call(a, checkSession, { query: { sessionId } }))).toBe('unauthorized');
    });

    it('sessions ended by an administrator, a practice deleted: refused on every instance', async () => {
      const revoked = await practice();
      const db = database().db;
      await endLiveSessions(db, await requirePractice(db, revoked.practiceId), {
        editor: commandLineEditor(undefined),
        now: clock.now(),
      });
      for (const app of [a, b]) {
        await answersWithinASecond(() => call(app, getProtocolContent, revoked.content), 'unauthorized');
      }
      const deleted = await practice();
      await updatePracticeAccount(database().db, deleted.practiceId, { deleted: true }, clock.now());
      for (const app of [a, b]) {
        await answersWithinASecond(() => call(app, listProtocols, { sessionId: deleted.sessionId }), 'unauthorized');
      }
    });

    it('revoking an SSO mapping ends the sessions it opened, on every instance', async () => {
      const mapping = await createSsoMapping(database().db, { practiceId: 'demo', now: clock.now() });
      const launched = await call(a, ssoLogin, {
        params: { token: mapping.token },
        body: { data: { firstName: 'Ann' } },
      });
      const sessionId = (launched.json() as { data: { complete: { sessionId: string } } }).data.complete.sessionId;
      const other = await call(a, login, { body: { firstName: 'Bo', practiceId: 'demo', password: 'demo' } });
      const otherId = (other.json() as { data: { sessionId: string } }).data.sessionId;
      for (const app of [a, b]) {
        expect(codeOf(await call(app, checkSession, { query: { sessionId } }))).toBe('ok');
        expect(codeOf(await call(app, checkSession, { query: { sessionId: otherId } }))).toBe('ok');
      }
      expect(await deleteSsoMapping(database().db, mapping.id)).toBe(true);
      for (const app of [b, a]) {
        await answersWithinASecond(() => call(app, checkSession, { query: { sessionId } }), 'unauthorized');
        expect(codeOf(await call(app, checkSession, { query: { sessionId: otherId } }))).toBe('ok');
      }
    });

    it('a revoked entitlement refuses the content on every instance', async () => {
      const { practiceId, content, contentSet } = await practice();
      await revokePracticeContentSets(database().db, practiceId, [contentSet]);
      for (const app of [a, b]) {
        await answersWithinASecond(() => call(app, getProtocolContent, content), 'noAccessToContent');
      }
    });

    it('an ended subscription refuses the session on every instance', async () => {
      const { practiceId, content, sessionId } = await practice();
      const found = await findAnyPracticeByAccountId(database().db, practiceId);
      const [subscription] = await listSubscriptions(database().db, found?.organizationId ?? 0);
      await changeSubscription(database().db, subscription?.id ?? 0, { endDate: clock.now() });
      for (const app of [a, b]) {
        await answersWithinASecond(() => call(app, getProtocolContent, content), 'noActiveSubscription');
        await answersWithinASecond(() => call(app, checkSession, { query: { sessionId } }), 'noActiveSubscription');
      }
    });

    it('applies the idle timeout on every instance, counting the activity each one holds', async () => {
      const { sessionId } = await practice();
      const heartbeat = (app: FastifyInstance, prolong: boolean) =>
        call(app, checkSession, { query: { sessionId, prolong: String(prolong) } });
      const idleEnd = (response: LightMyRequestResponse) =>
        (response.json() as { data: { idleExpiresAt: string } }).data.idleExpiresAt;
      const storedActivity = async () =>
        (await database().db.query.sessions.findFirst({ where: (s, { eq }) => eq(s.idHash, sha256Hex(sessionId)) }))
          ?.lastActiveAt;

      clock.advance(HOUR);
      const written = clock.now();
      expect(idleEnd(await heartbeat(a, true))).toBe(new Date(written.getTime() + 2 * HOUR).toISOString());
      expect(await storedActivity()).toEqual(written);
      // Activity within 30 seconds of the stored one is held by the instance that saw it...
      clock.advance(10 * SECOND);
      const held = clock.now();
      expect(idleEnd(await heartbeat(a, true))).toBe(new Date(held.getTime() + 2 * HOUR).toISOString());
      expect(await storedActivity()).toEqual(written);
      // ...which counts it at once; the other reads the stored one (the maximum age at most later).
      await settleInvalidations(b);
      expect(idleEnd(await heartbeat(a, false))).toBe(new Date(held.getTime() + 2 * HOUR).toISOString());
      // Two hours after the stored activity, the other instance ends the session: up to 30 seconds
      // of held activity are lost, never more; the end is announced to every instance.
      clock.advance(2 * HOUR - 10 * SECOND);
      expect(codeOf(await heartbeat(b, false))).toBe('unauthorized');
      await answersWithinASecond(() => heartbeat(a, false), 'unauthorized');
    });

    it('writes held activity when an instance shuts down', async () => {
      const { sessionId } = await practice();
      const c = await buildApp({ config: testConfig(), database: database(), now: clock.now });
      const heartbeat = () => call(c, checkSession, { query: { sessionId, prolong: 'true' } });
      clock.advance(MINUTE);
      await heartbeat();
      clock.advance(10 * SECOND);
      await heartbeat();
      const held = clock.now();
      await c.close();
      const stored = await database().db.query.sessions.findFirst({
        where: (s, { eq }) => eq(s.idHash, sha256Hex(sessionId)),
      });
      expect(stored?.lastActiveAt).toEqual(held);
    });
  },
  { seeded: true },
);
