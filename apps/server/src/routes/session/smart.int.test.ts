/**
 * SMART App Launch on the server, against a real (local) authorization server: its SMART
 * configuration and JWKS served over HTTP, id_tokens signed with its key by jose.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmartConnectionData, SsoComplete, smartConnection, smartLogin } from '@triage/contracts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { registerEhrConnection } from '../../services/admin/ehr-connections.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts } from '../../testing/fixtures.ts';

const CLIENT_ID = 'triage-desk-test';

describeApi('SMART App Launch', { coverage: ERROR_COVERAGE.smart }, (h) => {
  let server: Server;
  let origin = '';
  let issuer = '';
  let key: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url?.endsWith('/.well-known/smart-configuration') && !request.url.startsWith('/unserved')) {
        response.end(
          JSON.stringify({
            issuer: origin,
            jwks_uri: `${origin}/jwks`,
            authorization_endpoint: `${origin}/authorize`,
            token_endpoint: `${origin}/token`,
            code_challenge_methods_supported: ['S256'],
          }),
        );
      } else if (request.url === '/jwks') {
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    issuer = `${origin}/fhir`;
    await registerEhrConnection(h().database.db, { practiceId: 'demo', issuer, clientId: CLIENT_ID });
    await registerEhrConnection(h().database.db, {
      practiceId: 'demo-expired',
      issuer: `${origin}/ended/`,
      clientId: CLIENT_ID,
    });
    await registerEhrConnection(h().database.db, {
      practiceId: 'demo',
      issuer: `${origin}/unserved`,
      clientId: CLIENT_ID,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const idToken = (claims: JWTPayload = {}, signer: CryptoKey = key, ttlSeconds = 300) => {
    const now = Math.floor(h().clock.now().getTime() / 1000);
    return new SignJWT({ fhirUser: 'Practitioner/prac-7', name: 'Nora Ng, RN', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(origin)
      .setAudience(CLIENT_ID)
      .setSubject('nora')
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(signer);
  };
  const login = async (token: string, at = issuer) => h().call(smartLogin, { body: { issuer: at, idToken: token } });

  describe('the connection of a launch issuer', () => {
    it('is the registered client id and scopes; an unknown issuer is refused', async () => {
      const data = SmartConnectionData.parse(dataOf(await h().call(smartConnection, { body: { issuer } })));
      expect(data.clientId).toBe(CLIENT_ID);
      expect(data.scopes.split(' ')).toEqual(expect.arrayContaining(['launch', 'openid', 'fhirUser']));
      expectError(
        await h().call(smartConnection, { body: { issuer: 'https://ehr.unknown.example/fhir' } }),
        'unknownEhrIssuer',
      );
      expectError(await h().call(smartConnection, { body: { issuer: 'not a url' } }), 'badData');
    });
  });

  describe('a session from a verified id_token', () => {
    it("makes the EHR user the session's user (name and fhirUser)", async () => {
      const data = SsoComplete.parse(dataOf(await login(await idToken())));
      expect(data.firstName).toBe('Nora Ng, RN');
      const [row] = await h()
        .database.db.select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(data.sessionId)));
      expect(row?.ehrUserId).toBe('Practitioner/prac-7');
      const events = await listAuditEvents(h().database.db, { limit: 5 });
      expect(events.some((event) => event.type === 'smart-launch' && event.outcome === 'success')).toBe(true);
    });

    it('refuses an id_token not signed by the issuer, for another client, expired or without fhirUser', async () => {
      expectError(await login(await idToken({}, otherKey)), 'invalidEhrLaunch');
      const forOther = await new SignJWT({ fhirUser: 'Practitioner/1' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(origin)
        .setAudience('someone-else')
        .setExpirationTime(Math.floor(h().clock.now().getTime() / 1000) + 300)
        .sign(key);
      expectError(await login(forOther), 'invalidEhrLaunch');
      expectError(await login(await idToken({}, key, -10)), 'invalidEhrLaunch');
      expectError(await login(await idToken({ fhirUser: undefined })), 'invalidEhrLaunch');
    });

    it('refuses an unregistered issuer, and a practice without an active subscription', async () => {
      expectError(await login(await idToken(), 'https://ehr.unknown.example/fhir'), 'unknownEhrIssuer');
      expectError(await login('x', 'ftp://nope'), 'badData');
      // That EHR's SMART configuration cannot be read: the id_token cannot be verified.
      expectError(await login(await idToken(), `${origin}/unserved`), 'invalidEhrLaunch');
      expectError(await login(await idToken(), `${origin}/ended`), 'noActiveSubscription');
    });

    it('answers sessionCreationFailed when the session cannot be stored', async () => {
      const repair = await breakInserts(h().database.db, 'sessions');
      try {
        expectError(await login(await idToken()), 'sessionCreationFailed');
      } finally {
        await repair();
      }
    });
  });
});
