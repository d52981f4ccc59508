/**
 * Named sign-in through the organization's identity provider (issue 35, ADR 0049), against a real
 * OpenID Provider (oidc-provider, testing/oidc-provider.mjs) started in this process: the console connects
 * it (the secret never comes back), a nurse signs in by the authorization code flow with PKCE and
 * is named by the ID token (audit trail, seat), the same person in a second browser takes no second
 * seat, and every refusal (denied consent, another issuer, a user outside the allowed groups, a
 * skewed clock, a replayed or unknown sign-in) gets its catalogue error. A user the provider
 * disables loses the session at the next session check; the form can be turned off. The provider's
 * back-channel logout (a user signs out at the provider) ends her session there at once. A
 * connection may authenticate with a private key JWT (ADR 0060): the provider reads our public JWKS
 * URL and accepts only our signed assertion; the private key is never shown or stored in clear.
 */
import { createServer, type Server } from 'node:http';
import {
  checkSession,
  login,
  logout,
  oidcBackchannelLogout,
  oidcComplete,
  oidcLoginPage,
  oidcStart,
  validateSession,
} from '@triage/contracts';
import { getOidcConnection, listLiveSessions, saveOidcConnection } from '@triage/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';
import {
  type CookieJar,
  cookieJar,
  signInThrough,
  signOutThrough,
  startOidcProvider,
  TEST_CLIENT,
  TEST_JWT_CLIENT,
} from '../../testing/oidc-provider.mjs';

const APP = 'http://127.0.0.1:4230';
const REDIRECT = `${APP}/oidc/callback`;
const config = { ALLOW_PRIVATE_EHR_ADDRESSES: true, PUBLIC_URL: APP, OIDC_REFRESH_CHECK_SECONDS: 60 };

type Provider = Awaited<ReturnType<typeof startOidcProvider>>;

describeApi('named sign-in through an OpenID Provider', { coverage: ERROR_COVERAGE.oidc, config }, (h) => {
  let provider: Provider;
  let other: Provider;
  let admin = '';
  let practiceAdminSession = '';
  const SLUG = 'lakeside-health';

  /** The server's clock at the real time (the provider signs with it); `offset` skews it. */
  const realTime = (offset = 0) => h().clock.advance(Date.now() + offset - h().clock.now().getTime());

  /** The provider's back-channel logout requests, as it sent them: relayed to the server's call. */
  const logoutRequests: { body: string; contentType: string }[] = [];
  let relay: Server;
  const relayLogout = (request: { body: string; contentType: string }) =>
    h().call(oidcBackchannelLogout, { body: request.body, headers: { 'content-type': request.contentType } });

  beforeAll(async () => {
    // The provider posts its logout tokens and reads our JWKS over HTTP; the server here answers app.inject(): a relay between them.
    relay = createServer(async (req, res) => {
      if (req.method === 'GET') {
        const answer = await h().app.inject({ method: 'GET', url: req.url ?? '/' });
        res.writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] ?? '' }).end(answer.body);
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = { body: Buffer.concat(chunks).toString('utf8'), contentType: req.headers['content-type'] ?? '' };
      logoutRequests.push(request);
      const answer = await relayLogout(request);
      res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
    const address = relay.address();
    const relayPort = typeof address === 'object' && address !== null ? address.port : 0;
    provider = await startOidcProvider({
      port: 0,
      redirectUris: [REDIRECT],
      backchannelLogoutUri: `http://127.0.0.1:${relayPort}/api/oidc/backchannel-logout`,
      jwksUri: `http://127.0.0.1:${relayPort}/api/oidc/${SLUG}/jwks.json`,
    });
    other = await startOidcProvider({ port: 0, redirectUris: [REDIRECT] });
    realTime();
    const year = 365 * 24 * 60 * MINUTE;
    const practice = await createTestPractice(h().database.db, {
      practiceId: 'lakeside',
      options: { enforceSubscriptions: true },
      subscription: { startDate: new Date(Date.now() - MINUTE), endDate: new Date(Date.now() + year), seats: 1 },
    });
    const created = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'olga@lakeside.example',
      role: 'org-admin',
      organization: `Organization of ${practice.practiceId}`,
    });
    admin = await signInAdmin(h(), created);
    const practiceAdmin = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'pat@lakeside.example',
      role: 'practice-admin',
      organization: `Organization of ${practice.practiceId}`,
      practice: practice.practiceId,
    });
    practiceAdminSession = await signInAdmin(h(), practiceAdmin);
    realTime();
  });
  afterAll(async () => {
    await provider.close();
    await other.close();
    await new Promise((done) => relay.close(done));
  });

  const connection = (overrides: Record<string, unknown> = {}) => ({
    slug: SLUG,
    issuer: provider.issuer,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
    groupClaim: 'groups',
    groups: [
      { group: 'triage-nurses', practiceId: 'lakeside', locationId: null },
      { group: 'after-hours-nurses', practiceId: 'lakeside', locationId: null },
    ],
    passwordFormOff: false,
    ...overrides,
  });

  /** Starts a sign-in and goes through the provider as `user`: the flow key and the provider's answer. */
  const throughProvider = async (user: string, options: { abort?: boolean; at?: Provider; jar?: CookieJar } = {}) => {
    const start = dataOf<{ authorizationUrl: string; flowKey: string }>(
      await h().call(oidcStart, { params: { slug: SLUG }, body: {} }),
    );
    let url = start.authorizationUrl;
    if (options.at) url = url.replace(provider.issuer, options.at.issuer);
    const callback = await signInThrough(url, user, {
      redirectUri: REDIRECT,
      abort: options.abort ?? false,
      ...(options.jar ? { jar: options.jar } : {}),
    });
    return { flowKey: start.flowKey, callback };
  };
  const complete = (answer: { flowKey: string; callback: string }, key = 'browser-a') =>
    h().call(oidcComplete, { body: answer, headers: { 'x-concurrency-key': key } });

  it('connects the provider from the console: its discovery is read, the secret never comes back', async () => {
    expectError(await h().call(getOidcConnection, { params: { practiceId: 'lakeside' } }), 'unauthorized');
    expect(dataOf(await h().call(getOidcConnection, as(admin, 'lakeside')))).toEqual({
      connection: null,
      redirectUri: REDIRECT,
      backchannelLogoutUri: `${APP}/api/oidc/backchannel-logout`,
      jwksUri: null,
    });
    expectError(
      await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: connection({ clientSecret: undefined }) }),
      'missingParams',
    );
    const unreadable = connection({ issuer: 'http://127.0.0.1:9/nothing' });
    expectError(
      await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: unreadable }),
      'oidcConfigurationUnreadable',
    );
    const foreign = connection({ groups: [{ group: 'triage-nurses', practiceId: 'demo', locationId: null }] });
    expectError(await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: foreign }), 'badData');
    // A practice administrator sees the connection but does not change it.
    const byPracticeAdmin = { ...as(practiceAdminSession, 'lakeside'), body: connection() };
    expectError(await h().call(saveOidcConnection, byPracticeAdmin), 'unauthorized');
    const saved = await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: connection() });
    expect(saved.body).not.toContain(TEST_CLIENT.clientSecret);
    expect(dataOf(saved)).toMatchObject({ connection: { slug: SLUG, issuer: provider.issuer, groupClaim: 'groups' } });
    const shown = await h().call(getOidcConnection, as(admin, 'lakeside'));
    expect(shown.body).not.toContain(TEST_CLIENT.clientSecret);
    const [change] = await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 1 });
    expect(change?.outcome).toBe('identity-provider: connected');
    expect(JSON.stringify(change)).not.toContain(TEST_CLIENT.clientSecret);
  });

  it('shows the organization on its login page; an unknown address has none', async () => {
    expect(dataOf(await h().call(oidcLoginPage, { params: { slug: SLUG } }))).toEqual({
      organization: 'Organization of lakeside',
      passwordFormOff: false,
    });
    expectError(await h().call(oidcLoginPage, { params: { slug: 'nowhere' } }), 'noOrganization');
    expectError(await h().call(oidcLoginPage, { params: { slug: 'Not A Slug!' } }), 'badData');
    expectError(await h().call(oidcStart, { params: { slug: 'nowhere' }, body: {} }), 'noOrganization');
    expectError(await h().call(oidcStart, { params: { slug: '-' }, body: {} }), 'badData');
  });

  it('signs a named nurse in: her name and id from the ID token, audited; her second browser takes no second seat', async () => {
    realTime();
    const answer = await throughProvider('nora');
    const first = dataOf<{ sessionId: string; firstName: string }>(await complete(answer, 'browser-a'));
    expect(first.firstName).toBe('Nora Named');
    expect(dataOf(await h().call(validateSession, { sessionId: first.sessionId }))).toMatchObject({
      firstName: 'Nora Named',
    });
    const [event] = await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 1 });
    expect(event).toMatchObject({ type: 'oidc-sign-in', outcome: 'success', firstName: 'Nora Named' });
    expect(event?.ehrUserId).toMatch(/^oidc:\d+:nora$/);
    // A sign-in completes once.
    expectError(await complete(answer, 'browser-a'), 'oidcFailed');
    // Live sessions: signed in through the identity provider.
    const live = dataOf<{ sessions: { firstName: string; via: string }[] }>(
      await h().call(listLiveSessions, as(admin, 'lakeside')),
    );
    expect(live.sessions).toEqual([expect.objectContaining({ firstName: 'Nora Named', via: 'identity-provider' })]);

    // One seat: the same person in another browser keeps it; another person finds none.
    const second = dataOf<{ sessionId: string }>(await complete(await throughProvider('nora'), 'browser-b'));
    expect(second.sessionId).not.toBe(first.sessionId);
    expectError(await complete(await throughProvider('nate'), 'browser-c'), 'tooManyRequests');
    for (const sessionId of [first.sessionId, second.sessionId])
      dataOf(await h().call(logout, { body: {}, sessionId }));
  });

  it('ends her session when she signs out at the provider (back-channel logout), once per token; refuses other tokens', async () => {
    realTime();
    const [browserA, browserB] = [cookieJar(), cookieJar()];
    const inA = dataOf<{ sessionId: string }>(await complete(await throughProvider('nora', { jar: browserA }), 'a'));
    const inB = dataOf<{ sessionId: string }>(await complete(await throughProvider('nora', { jar: browserB }), 'b'));
    const check = (sessionId: string) => h().call(checkSession, { query: { sessionId, prolong: 'true' } });
    dataOf(await check(inA.sessionId));
    logoutRequests.length = 0;

    // Browser A signs out at the provider: it posts a logout token for that provider session (its sid).
    await signOutThrough(provider.issuer, browserA);
    expect(logoutRequests).toHaveLength(1);
    expect(logoutRequests[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expectError(await check(inA.sessionId), 'unauthorized');
    // Her other browser is another provider session: it stays.
    dataOf(await check(inB.sessionId));
    const [event] = await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 1 });
    expect(event).toMatchObject({ type: 'session-expired', outcome: 'provider-logout', firstName: 'Nora Named' });
    expect(event?.ehrUserId).toMatch(/^oidc:\d+:nora$/);
    const token = new URLSearchParams(logoutRequests[0]?.body).get('logout_token') ?? '';
    expect(JSON.stringify(await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 5 }))).not.toContain(
      token,
    );

    // The same token again is a replay.
    expectError(await relayLogout(logoutRequests[0] ?? { body: '', contentType: '' }), 'oidcLogoutTokenRefused');
    // A token that is not the provider's: not a JWT, or another provider's, or one with its signature cut.
    const form = (value: string) => ({
      body: new URLSearchParams({ logout_token: value }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expectError(await relayLogout(form('not-a-jwt')), 'oidcLogoutTokenRefused');
    const [head, payload] = token.split('.');
    expectError(await relayLogout(form(`${head}.${payload}.`)), 'oidcLogoutTokenRefused');
    expectError(await h().call(oidcBackchannelLogout, { body: {} }), 'missingParams');
    expectError(await relayLogout(form('x'.repeat(16_001))), 'badData');
    dataOf(await check(inB.sessionId));

    await signOutThrough(provider.issuer, browserB);
    expectError(await check(inB.sessionId), 'unauthorized');
  });

  it('refuses a user outside the allowed groups, denied consent, another issuer, a skewed clock, a foreign flow key', async () => {
    realTime();
    expectError(await complete(await throughProvider('bill')), 'oidcNotAllowed');
    expectError(await complete(await throughProvider('nora', { abort: true })), 'oidcDenied');
    expectError(await complete(await throughProvider('nora', { at: other })), 'oidcWrongIssuer');
    // The server's clock two hours ahead: the ID token (valid for an hour) has expired by its clock.
    realTime(2 * 60 * MINUTE);
    const answer = await throughProvider('nora');
    expectError(await complete(answer), 'oidcClockSkew');
    realTime();
    const stolen = await throughProvider('nora');
    expectError(await complete({ ...stolen, flowKey: (await throughProvider('nora')).flowKey }), 'oidcFailed');
    expectError(await complete({ flowKey: 'x', callback: 'code=abc' }), 'oidcFailed');
    expectError(await h().call(oidcComplete, { body: { flowKey: '', callback: '' } }), 'badData');
    const logged = JSON.stringify(await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 50 }));
    expect(logged).not.toContain(answer.callback);
  });

  it('ends the session of a user the provider disabled at the next session check after the refresh interval', async () => {
    realTime();
    const session = dataOf<{ sessionId: string }>(await complete(await throughProvider('dana'), 'browser-d'));
    const check = () => h().call(checkSession, { query: { sessionId: session.sessionId, prolong: 'true' } });
    dataOf(await check());
    provider.disable('dana');
    // Within the interval the provider is not asked again.
    dataOf(await check());
    realTime(61_000);
    expectError(await check(), 'unauthorized');
    const [event] = await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 1 });
    expect(event).toMatchObject({ type: 'session-expired', outcome: 'provider-refused', firstName: 'Dana Disabled' });
  });

  it('signs in with a private key JWT: the provider reads our public JWKS; a secret alone is refused; the key never shows', async () => {
    realTime();
    expectError(await h().app.inject({ method: 'GET', url: `/api/oidc/${SLUG}/jwks.json` }), 'noOrganization');
    const withKey = connection({
      clientId: TEST_JWT_CLIENT.clientId,
      clientSecret: undefined,
      clientAuth: 'private_key_jwt',
    });
    const saved = dataOf<{ connection: { clientAuth: string; publicKey: Record<string, string> }; jwksUri: string }>(
      await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: withKey }),
    );
    expect(saved.jwksUri).toBe(`${APP}/api/oidc/${SLUG}/jwks.json`);
    expect(saved.connection.clientAuth).toBe('private_key_jwt');
    const { publicKey } = saved.connection;
    expect(publicKey).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(publicKey).not.toHaveProperty('d');
    // The clock went back from the previous test's minute ahead: the latest change, not the latest event.
    const lastChange = async () =>
      (await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 10 })).find(
        (event) => event.type === 'admin-change',
      );
    expect((await lastChange())?.outcome).toBe('identity-provider: changed (new key)');
    // The public JWKS: the public key only; the sealed private key is not readable as a key in the database.
    const jwks = await h().app.inject({ method: 'GET', url: `/api/oidc/${SLUG}/jwks.json` });
    expect(jwks.headers['content-type']).toContain('application/jwk-set+json');
    expect(JSON.parse(jwks.body)).toEqual({ keys: [publicKey] });
    const stored = await queryRows(h().database.db, sql`select private_key from oidc_connections where slug = ${SLUG}`);
    const sealedKey = JSON.stringify(stored);
    expect(sealedKey).toMatch(/v1\./);
    expect(sealedKey).not.toContain('"d"');
    expect(sealedKey).not.toContain(publicKey.x);

    // A named nurse signs in end to end: the code is exchanged with our signed client assertion.
    const session = dataOf<{ sessionId: string; firstName: string }>(
      await complete(await throughProvider('nora'), 'jwt'),
    );
    expect(session.firstName).toBe('Nora Named');
    dataOf(await h().call(logout, { body: {}, sessionId: session.sessionId }));

    // Saving again keeps the key; "Generate a new key" replaces it (audited) in the public JWKS at once. (The
    // provider reads it when its copy of the key set goes stale: ADR 0060's rotation note.)
    const kept = dataOf<{ connection: { publicKey: Record<string, string> } }>(
      await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: withKey }),
    );
    expect(kept.connection.publicKey.kid).toBe(publicKey.kid);
    const renewed = dataOf<{ connection: { publicKey: Record<string, string> } }>(
      await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: { ...withKey, newKey: true } }),
    );
    expect(renewed.connection.publicKey.kid).not.toBe(publicKey.kid);
    expect((await lastChange())?.outcome).toBe('identity-provider: changed (new key)');
    const published = await h().app.inject({ method: 'GET', url: `/api/oidc/${SLUG}/jwks.json` });
    expect(JSON.parse(published.body)).toEqual({ keys: [renewed.connection.publicKey] });

    // The same client with a client secret instead: the provider refuses it at the token endpoint.
    const withSecret = connection({ clientId: TEST_JWT_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret });
    dataOf(await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: withSecret }));
    expectError(await complete(await throughProvider('nora'), 'jwt'), 'oidcFailed');
    expect(JSON.stringify(await listAuditEvents(h().database.db, { practiceId: 'lakeside', limit: 20 }))).not.toContain(
      sealedKey.slice(10, 60),
    );
    // Back to the client secret client for the rest.
    dataOf(await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: connection() }));
  });

  it('refuses a named sign-in to an organization without an active subscription', async () => {
    realTime();
    const answer = await throughProvider('nate');
    await h().database.db.execute(
      sql`update subscriptions set end_date = now() - interval '1 day' where organization_id =
          (select organization_id from practices where practice_id = 'lakeside')`,
    );
    expectError(await complete(answer, 'browser-e'), 'noActiveSubscription');
  });

  it('a practice that turns the shared-password form off refuses form sign-in with passwordSignInOff', async () => {
    realTime();
    const body = { firstName: 'Ann', practiceId: 'lakeside', password: TEST_PASSWORD };
    await h().call(saveOidcConnection, { ...as(admin, 'lakeside'), body: connection({ passwordFormOff: true }) });
    expectError(await h().call(login, { body }), 'passwordSignInOff');
    expect(dataOf(await h().call(oidcLoginPage, { params: { slug: SLUG } }))).toMatchObject({ passwordFormOff: true });
  });

  it('answers oidcFailed when the provider cannot be reached at the start', async () => {
    await h().database.db.execute(
      sql`update oidc_connections set issuer = 'http://127.0.0.1:9', updated_at = now() where slug = ${SLUG}`,
    );
    expectError(await h().call(oidcStart, { params: { slug: SLUG }, body: {} }), 'oidcFailed');
  });
});
