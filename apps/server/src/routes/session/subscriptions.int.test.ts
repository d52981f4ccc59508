import {
  checkSession,
  createHandoutLink,
  emailHandout,
  getColumbiaQuestionnaire,
  getInstructions,
  getMedicationDosing,
  getProtocol,
  getProtocolContent,
  getProtocolQuestionnaire,
  listDispositions,
  listPracticeDispositions,
  listPracticeProtocols,
  listProtocols,
  logout,
  ProtocolListData,
  textHandout,
  validateSession,
  watchPractice,
} from '@triage/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { listContentSets } from '../../repositories/content.repository.ts';
import { listSubscriptions } from '../../repositories/subscriptions.repository.ts';
import { changeSubscription } from '../../services/admin/subscriptions.ts';
import { sha256Hex } from '../../services/secrets.ts';
import {
  type CallDefinition,
  type CallRequest,
  dataOf,
  describeApi,
  expectError,
  HOUR,
} from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';

describeApi('the subscription rule on live sessions', { coverage: ERROR_COVERAGE.subscriptions }, (h) => {
  let setNames: string[] = [];
  beforeAll(async () => {
    setNames = (await listContentSets(h().database.db)).map((set) => set.name);
  });
  /** A practice whose organization's one subscription ends in an hour. */
  const practice = (practiceId: string, options: Record<string, unknown>) => {
    const now = h().clock.now().getTime();
    return createTestPractice(h().database.db, {
      practiceId,
      options,
      contentSets: setNames,
      subscription: { startDate: new Date(now - HOUR), endDate: new Date(now + HOUR) },
    });
  };
  const signIn = async (practiceId: string) =>
    dataOf<{ sessionId: string }>(
      await h().call(
        { id: 'Login', method: 'POST', path: '/api/login' },
        {
          body: { firstName: 'Ann', practiceId, password: TEST_PASSWORD },
        },
      ),
    ).sessionId;

  /** Every session check and content call of the session, with what each needs. */
  const calls = async (sessionId: string, practiceId: string): Promise<[CallDefinition, CallRequest][]> => {
    const [first] = ProtocolListData.parse(dataOf(await h().call(listProtocols, { sessionId }))).protocols;
    const params = { contentSetId: first?.contentSet.id ?? 0, protocolId: first?.sourceProtocolId ?? 0 };
    return [
      [checkSession, { query: { sessionId, prolong: 'true' } }],
      [validateSession, { sessionId }],
      [watchPractice, { sessionId }],
      [listProtocols, { sessionId }],
      [getProtocol, { sessionId, params }],
      [getProtocolContent, { sessionId, params }],
      [getProtocolQuestionnaire, { sessionId, params }],
      [getColumbiaQuestionnaire, { sessionId }],
      [listDispositions, { sessionId }],
      [listPracticeProtocols, { sessionId, params: { practiceId } }],
      [listPracticeDispositions, { sessionId, params: { practiceId } }],
      [getInstructions, { sessionId }],
      [getMedicationDosing, { sessionId }],
      [createHandoutLink, { sessionId, body: { protocols: [params] } }],
      [emailHandout, { sessionId, body: { protocols: [params], to: 'someone@example.org' } }],
      [textHandout, { sessionId, body: { protocols: [params], to: '+15550100123' } }],
    ];
  };

  /** Calls that need what this test's practice or server lacks (instructions, SMTP, SMS). */
  const SET_UP_ELSEWHERE = ['GetInstructions', 'EmailHandout', 'TextHandout'];

  it('answers noActiveSubscription on every session check and content call once the subscription has ended', async () => {
    await practice('ends-soon', { enforceSubscriptions: true });
    const sessionId = await signIn('ends-soon');
    const all = await calls(sessionId, 'ends-soon');
    // No instructions page for a new practice, no SMTP server or SMS provider in this test: those only refuse later.
    for (const [call, request] of all.filter(([call]) => !SET_UP_ELSEWHERE.includes(call.id))) {
      expect((await h().call(call, request)).statusCode, call.id).toBe(200);
    }
    h().clock.advance(HOUR);
    for (const [call, request] of all) expectError(await h().call(call, request), 'noActiveSubscription');
    // Signing out is always possible.
    dataOf(await h().call(logout, { sessionId, body: {} }));
    expectError(await h().call(checkSession, { query: { sessionId } }), 'unauthorized');
  });

  it('applies a subscription ended by an administrator to live sessions at once', async () => {
    const created = await practice('ended-by-admin', { enforceSubscriptions: true });
    const sessionId = await signIn('ended-by-admin');
    dataOf(await h().call(listProtocols, { sessionId }));
    const [subscription] = await listSubscriptions(h().database.db, created.organizationId);
    await changeSubscription(h().database.db, subscription?.id ?? 0, { endDate: h().clock.now() });
    expectError(await h().call(listProtocols, { sessionId }), 'noActiveSubscription');
    expectError(await h().call(checkSession, { query: { sessionId } }), 'noActiveSubscription');
  });

  it('does not apply without enforceSubscriptions, and follows a single sign-on override of it', async () => {
    await practice('not-enforced', {});
    const sessionId = await signIn('not-enforced');
    h().clock.advance(HOUR);
    for (const [call, request] of await calls(sessionId, 'not-enforced')) {
      if (!SET_UP_ELSEWHERE.includes(call.id)) expect((await h().call(call, request)).statusCode, call.id).toBe(200);
    }
    // The session's single sign-on override says which applies.
    const override = (value: boolean) =>
      h()
        .database.db.update(sessions)
        .set({ optionsOverride: { enforceSubscriptions: value } })
        .where(eq(sessions.idHash, sha256Hex(sessionId)));
    await override(true);
    expectError(await h().call(listProtocols, { sessionId }), 'noActiveSubscription');
    await override(false);
    dataOf(await h().call(listProtocols, { sessionId }));
  });
});
