/**
 * SMART App Launch on the server, against a real (local) authorization server: its SMART
 * configuration and JWKS served over HTTP, id_tokens signed with its key by jose. Issue 30: the
 * launch's nonce bound to its connection and used once, each id_token accepted once (also
 * concurrently), its age, issuer, audience and authorized party, and connections registered before
 * the authorization server's issuer was recorded.
 */
import { SmartConnectionData, SsoComplete, smartConnection, smartLogin } from '@triage/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sessions, smartIdTokens, smartLaunches } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { insertEhrConnection } from '../../repositories/ehr-connections.repository.ts';
import { findPracticeByAccountId } from '../../repositories/practices.repository.ts';
import { claimSmartIdToken } from '../../repositories/smart-launches.repository.ts';
import { registerEhrConnection } from '../../services/admin/ehr-connections.ts';
import { purgeOldRecords } from '../../services/retention.service.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts } from '../../testing/fixtures.ts';
import { type IdTokenOptions, startTestEhr, type TestEhr } from '../../testing/test-ehr.ts';

const CLIENT_ID = 'triage-desk-test';

// The test EHR listens on 127.0.0.1: allowed only under ALLOW_PRIVATE_EHR_ADDRESSES (issue 33).
const LOCAL = { allowPrivateAddresses: true };

describeApi(
  'SMART App Launch',
  { coverage: ERROR_COVERAGE.smart, config: { ALLOW_PRIVATE_EHR_ADDRESSES: true } },
  (h) => {
    let ehr: TestEhr;
    let issuer = '';

    beforeAll(async () => {
      ehr = await startTestEhr();
      issuer = `${ehr.origin}/fhir`;
      const db = h().database.db;
      await registerEhrConnection(db, LOCAL, { practiceId: 'demo', issuer, clientId: CLIENT_ID });
      await registerEhrConnection(db, LOCAL, {
        practiceId: 'demo-expired',
        issuer: `${ehr.origin}/ended/`,
        clientId: CLIENT_ID,
      });
      // Another practice's EHR on the same authorization server, with the same client id.
      await registerEhrConnection(db, LOCAL, {
        practiceId: 'demo-ah',
        issuer: `${ehr.origin}/other`,
        clientId: CLIENT_ID,
      });
      await registerEhrConnection(db, LOCAL, {
        practiceId: 'demo',
        issuer: `${ehr.origin}/moved`,
        clientId: CLIENT_ID,
      });
      const demo = await findPracticeByAccountId(db, 'demo');
      const common = { practiceId: demo?.id ?? 0, clientId: CLIENT_ID, scopes: 'launch openid fhirUser', origins: [] };
      // Its SMART configuration could be read when it was registered, no longer.
      await insertEhrConnection(db, { ...common, issuer: `${ehr.origin}/unserved`, authorizationIssuer: ehr.origin });
      // Its EHR answers 500 with a body an unauthenticated caller must never see (issue 33).
      await insertEhrConnection(db, {
        ...common,
        issuer: `${ehr.origin}/failing`,
        origins: [ehr.origin],
        authorizationIssuer: ehr.origin,
      });
      await registerEhrConnection(db, LOCAL, {
        practiceId: 'demo',
        issuer: `${ehr.origin}/cached`,
        clientId: CLIENT_ID,
      });
      // Registered before issue 30: no authorization server issuer recorded.
      await insertEhrConnection(db, { ...common, issuer: `${ehr.origin}/legacy`, authorizationIssuer: null });
    });
    afterAll(() => ehr.close());

    /** A launch of the connection of `at`: its nonce. */
    const launch = async (at = issuer): Promise<string> =>
      SmartConnectionData.parse(dataOf(await h().call(smartConnection, { body: { issuer: at } }))).nonce;
    const idToken = (nonce: string | undefined, options: Partial<IdTokenOptions> = {}) =>
      ehr.idToken(CLIENT_ID, { now: h().clock.now(), ...options, claims: { nonce, ...options.claims } });
    const login = (token: string, at = issuer) => h().call(smartLogin, { body: { issuer: at, idToken: token } });
    const outcomes = async () =>
      (await listAuditEvents(h().database.db, { limit: 50 }))
        .filter((event) => event.type === 'smart-launch')
        .map((event) => event.outcome);
    /** Refused launches of an outcome: counted per window (audit_refusals), never a row each. */
    const refused = async (outcome: string) => {
      const [row] = await queryRows<{ n: number }>(
        h().database.db,
        sql`select coalesce(sum(count), 0)::int as n from audit_refusals where type = 'smart-launch' and outcome = ${outcome}`,
      );
      return Number(row?.n);
    };
    /** `act` is refused once, counted under `outcome`, and adds no audit event. */
    const countedAs = async (outcome: string, act: () => Promise<unknown>) => {
      const events = async () =>
        (
          await queryRows<{ n: number }>(
            h().database.db,
            sql`select count(*)::int as n from audit_events where type = 'smart-launch'`,
          )
        )[0]?.n;
      const [before, rows] = [await refused(outcome), await events()];
      await act();
      expect(await refused(outcome)).toBe(before + 1);
      expect(await events()).toBe(rows);
    };

    describe('the connection of a launch issuer', () => {
      it('is the registered client id and scopes with a fresh nonce, stored only as a hash; an unknown issuer is refused', async () => {
        const first = SmartConnectionData.parse(dataOf(await h().call(smartConnection, { body: { issuer } })));
        expect(first.clientId).toBe(CLIENT_ID);
        expect(first.scopes.split(' ')).toEqual(expect.arrayContaining(['launch', 'openid', 'fhirUser']));
        expect(first.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await launch()).not.toBe(first.nonce);
        const [row] = await h()
          .database.db.select()
          .from(smartLaunches)
          .where(eq(smartLaunches.nonceHash, sha256Hex(first.nonce)));
        expect(row?.expiresAt.getTime()).toBe(h().clock.now().getTime() + 10 * MINUTE);
        const stored = await queryRows<{ row: string }>(
          h().database.db,
          sql`select t::text as row from smart_launches t`,
        );
        expect(stored.some((r) => r.row.includes(first.nonce))).toBe(false);
        expectError(
          await h().call(smartConnection, { body: { issuer: 'https://ehr.unknown.example/fhir' } }),
          'unknownEhrIssuer',
        );
        expectError(await h().call(smartConnection, { body: { issuer: 'not a url' } }), 'badData');
      });
    });

    describe('a session from a verified id_token', () => {
      it("makes the EHR user the session's user (name and fhirUser)", async () => {
        const data = SsoComplete.parse(dataOf(await login(await idToken(await launch()))));
        expect(data.firstName).toBe('Nora Ng, RN');
        const [row] = await h()
          .database.db.select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256Hex(data.sessionId)));
        expect(row?.ehrUserId).toBe('Practitioner/prac-7');
        expect(await outcomes()).toContain('success');
      });

      it('refuses an id_token not signed by the issuer, for another client, expired or without fhirUser', async () => {
        expectError(await login(await idToken(await launch(), { foreignKey: true })), 'invalidEhrLaunch');
        expectError(
          await login(await idToken(await launch(), { claims: { aud: 'someone-else' } })),
          'invalidEhrLaunch',
        );
        expectError(await login(await idToken(await launch(), { ttlSeconds: -10 })), 'invalidEhrLaunch');
        expectError(
          await login(await idToken(await launch(), { claims: { fhirUser: undefined } })),
          'invalidEhrLaunch',
        );
      });

      it('refuses an unregistered issuer, and a practice without an active subscription', async () => {
        expectError(await login(await idToken(await launch()), 'https://ehr.unknown.example/fhir'), 'unknownEhrIssuer');
        expectError(await login('x', 'ftp://nope'), 'badData');
        // That EHR's SMART configuration cannot be read: the id_token cannot be verified.
        expectError(await login(await idToken(await launch()), `${ehr.origin}/unserved`), 'invalidEhrLaunch');
        const ended = await launch(`${ehr.origin}/ended`);
        expectError(await login(await idToken(ended), `${ehr.origin}/ended`), 'noActiveSubscription');
      });

      it('answers sessionCreationFailed when the session cannot be stored', async () => {
        const repair = await breakInserts(h().database.db, 'sessions');
        try {
          expectError(await login(await idToken(await launch())), 'sessionCreationFailed');
        } finally {
          await repair();
        }
      });
    });

    describe('the sign-in limiter', () => {
      it('limits refused launches per address and issuer, counts them per window, and spares other addresses', async () => {
        const ip = '203.0.113.77';
        const forged = () => h().call(smartLogin, { ip, body: { issuer, idToken: 'not.a.token' } });
        const before = await refused('invalid-id-token');
        for (let i = 0; i < 10; i++) expectError(await forged(), 'invalidEhrLaunch');
        expect(await refused('invalid-id-token')).toBe(before + 10);
        // Over the limit, even a valid id_token is refused (tooManyRequests), without being checked.
        const valid = await idToken(await launch());
        const limited = await h().call(smartLogin, { ip, body: { issuer, idToken: valid } });
        expectError(limited, 'tooManyRequests');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(await refused('rate-limited')).toBeGreaterThanOrEqual(1);
        // Another address is not slowed down by them: the per-key delay is per address and issuer.
        dataOf(await h().call(smartLogin, { ip: '203.0.113.78', body: { issuer, idToken: valid } }));
      });
    });

    describe('the nonce binds the id_token to one launch of its connection', () => {
      it("refuses the nonce of another practice's connection on the same authorization server and client id (that launch stays usable)", async () => {
        const others = await launch(`${ehr.origin}/other`);
        await countedAs('unknown-launch', async () => {
          expectError(await login(await idToken(others)), 'invalidEhrLaunch');
        });
        // Not consumed by the refusal: its own connection still accepts it.
        dataOf(await login(await idToken(others), `${ehr.origin}/other`));
      });

      it('refuses a nonce already used, unknown, expired, or missing', async () => {
        const nonce = await launch();
        dataOf(await login(await idToken(nonce)));
        await countedAs('unknown-launch', async () => {
          expectError(await login(await idToken(nonce)), 'invalidEhrLaunch');
        });
        expectError(await login(await idToken('a-nonce-nobody-was-given')), 'invalidEhrLaunch');
        const late = await launch();
        h().clock.advance(10 * MINUTE + 1000);
        expectError(await login(await idToken(late)), 'invalidEhrLaunch');
        expectError(await login(await idToken(undefined)), 'invalidEhrLaunch');
      });
    });

    describe('each id_token is accepted once', () => {
      it('refuses a replayed id_token, with or without a jti, and remembers only hashes until it expires', async () => {
        const token = await idToken(await launch());
        dataOf(await login(token));
        await countedAs('replayed-id-token', async () => expectError(await login(token), 'invalidEhrLaunch'));
        const withoutJti = await idToken(await launch(), { claims: { jti: undefined } });
        dataOf(await login(withoutJti));
        await countedAs('replayed-id-token', async () => expectError(await login(withoutJti), 'invalidEhrLaunch'));
        const rows = await queryRows<{ row: string }>(
          h().database.db,
          sql`select t::text as row from smart_id_tokens t`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
        for (const { row } of rows) expect(row).not.toContain(withoutJti.split('.')[1]);
        const [remembered] = await h()
          .database.db.select()
          .from(smartIdTokens)
          .where(eq(smartIdTokens.tokenHash, sha256Hex(`token\n${withoutJti}`)));
        expect(remembered?.expiresAt.getTime()).toBe(Math.floor(h().clock.now().getTime() / 1000) * 1000 + 300_000);
      });

      it('accepts one of two logins with the same id_token sent at once', async () => {
        const token = await idToken(await launch());
        const answers = await Promise.all([login(token), login(token), login(token)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
        for (const answer of answers.filter((a) => a.statusCode === 401)) expectError(answer, 'invalidEhrLaunch');
      });

      it('remembers an id_token under a unique key: of claims made at once, one wins', async () => {
        const hash = sha256Hex(`jti\nconcurrent-${h().engine}`);
        const claims = await Promise.all(
          Array.from({ length: 5 }, () => claimSmartIdToken(h().database.db, hash, new Date(Date.now() + MINUTE))),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
      });

      it('forgets expired launches and id_tokens at the retention purge', async () => {
        await launch();
        const days = { auditDays: 36_500, clientErrorDays: 36_500, callEventDays: 36_500 };
        const later = new Date(h().clock.now().getTime() + 24 * 60 * MINUTE);
        const purged = await purgeOldRecords(h().database.db, later, days);
        expect(purged.smartLaunches).toBeGreaterThan(0);
        const left = await queryRows<{ n: number }>(
          h().database.db,
          sql`select (select count(*) from smart_launches where expires_at < ${later})::int
          + (select count(*) from smart_id_tokens where expires_at < ${later})::int as n`,
        );
        expect(left[0]?.n).toBe(0);
      });
    });

    describe('the id_token is recent, and from the recorded authorization server to this client', () => {
      it('refuses an id_token issued more than 10 minutes ago, or without iat', async () => {
        const old = await idToken(await launch(), { issuedAtSeconds: -11 * 60, ttlSeconds: 300 });
        expectError(await login(old), 'invalidEhrLaunch');
        expectError(await login(await idToken(await launch(), { claims: { iat: undefined } })), 'invalidEhrLaunch');
        dataOf(await login(await idToken(await launch(), { issuedAtSeconds: -9 * 60 })));
      });

      it('refuses another issuer, an audience without this client, and an authorized party that is another client', async () => {
        const refused = async (claims: Record<string, unknown>) =>
          expectError(await login(await idToken(await launch(), { claims })), 'invalidEhrLaunch');
        await refused({ iss: 'http://127.0.0.1:1/another-authorization-server' });
        await refused({ aud: ['another-client'] });
        await refused({ aud: [CLIENT_ID, 'another-client'], azp: 'another-client' });
        await refused({ azp: 'another-client' });
        dataOf(await login(await idToken(await launch(), { claims: { aud: [CLIENT_ID, 'x'], azp: CLIENT_ID } })));
      });

      it('refuses a launch when the SMART configuration names another issuer than the one recorded', async () => {
        const at = `${ehr.origin}/moved`;
        const nonce = await launch(at);
        ehr.setIssuer('/moved', 'http://127.0.0.1:1/impostor');
        await countedAs('issuer-changed', async () =>
          expectError(await login(await idToken(nonce), at), 'invalidEhrLaunch'),
        );
      });

      it('reads the SMART configuration and keys once for many launches (issue 33: cached)', async () => {
        const at = `${ehr.origin}/cached`;
        const configurationPath = '/cached/.well-known/smart-configuration';
        expect(ehr.requests(configurationPath)).toBe(1); // its registration
        const keysBefore = ehr.requests('/jwks');
        for (let i = 0; i < 3; i += 1) dataOf(await login(await idToken(await launch(at)), at));
        expect(ehr.requests(configurationPath)).toBe(2);
        expect(ehr.requests('/jwks')).toBeLessThanOrEqual(keysBefore + 1);
      });

      it('answers an unauthenticated caller a generic refusal when the EHR fails: never its status or body (issue 33)', async () => {
        const at = `${ehr.origin}/failing`;
        const token = await idToken(await launch(at));
        await countedAs('ehr-unreadable', async () => {
          const answer = await login(token, at);
          const { error } = expectError(answer, 'invalidEhrLaunch');
          expect(error.technical).toBe("The EHR's SMART configuration or keys could not be used");
          expect(answer.body).not.toMatch(/500|internal-ehr-detail|127\.0\.0\.1|failing/);
        });
      });

      it('refuses, audited, a connection registered before the issuer was recorded: it must be registered again', async () => {
        const at = `${ehr.origin}/legacy`;
        expectError(await h().call(smartConnection, { body: { issuer: at } }), 'ehrRegistrationOutdated');
        expect((await outcomes())[0]).toBe('registration-outdated');
        const token = await idToken(await launch());
        await countedAs('registration-outdated', async () =>
          expectError(await login(token, at), 'ehrRegistrationOutdated'),
        );
      });
    });
  },
);
