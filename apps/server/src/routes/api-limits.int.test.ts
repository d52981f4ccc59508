import { ALL_API_CALLS as API_CALLS } from '@triage/contracts/admin';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { describeApi, expectError, pathOf } from '../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../testing/error-coverage.ts';
import { freshDatabase } from '../testing/test-db.ts';

/** A request each call accepts, so that only the limit or the outage can refuse it. */
function requestFor(call: (typeof API_CALLS)[number], sessionId: string) {
  const params = {
    contentSetId: 1,
    protocolId: 201,
    practiceId: 'demo',
    token: 'demo-sso',
    slug: 'lakeside-health',
    deliveryId: 'AAAAAAAAAAAA',
  };
  const bodies: Record<string, unknown> = {
    Login: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
    Logout: {},
    SsoLogin: { data: { firstName: 'Ann' } },
    LogClientError: { error: { errorMessage: 'boom' } },
    SmartConnection: { issuer: 'https://ehr.example/fhir' },
    SmartLogin: { issuer: 'https://ehr.example/fhir', idToken: 'x' },
    OidcStart: {},
    OidcComplete: { callback: 'code=x&state=y', flowKey: 'k' },
    // A JWT in form (unsigned here): the server looks its issuer up before anything else.
    OidcBackchannelLogout: {
      logout_token: [{ alg: 'RS256' }, { iss: 'https://idp.example', aud: 'triage-desk' }]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .concat('c2ln')
        .join('.'),
    },
    // Twilio's status callback form: the server looks the send up before checking the signature.
    TextStatusCallback: { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' },
    SaveOidcConnection: {
      slug: 'lakeside-health',
      issuer: 'https://idp.example',
      clientId: 'triage-desk',
      clientSecret: 'secret',
      groupClaim: 'groups',
      groups: [{ group: 'nurses', practiceId: 'demo', locationId: null }],
      passwordFormOff: false,
    },
    AdminSignIn: { email: 'nobody@demo.example', password: 'not a password', code: '123456' },
    AdminSignOut: {},
    OpenInvitation: { code: 'A'.repeat(43) },
    AcceptInvitation: { code: 'A'.repeat(43), password: 'not a password', totpCode: '123456' },
    CompleteTotpEnrolment: { enrolmentToken: 'A'.repeat(43), code: '123456' },
    ChangeOwnPassword: { currentPassword: 'x', newPassword: 'y', code: '123456' },
    RegenerateRecoveryCodes: { code: '123456' },
    SavePracticeSettings: { baseVersion: 0, options: {} },
    SaveProtocolNotes: { baseVersion: 0, notes: [] },
  };
  return {
    params,
    sessionId,
    ...(call.id === 'CheckSession' ? { query: { sessionId } } : {}),
    ...(bodies[call.id] !== undefined ? { body: bodies[call.id] } : {}),
  };
}

describeApi(
  'API-wide limits and failures',
  { config: { RATE_LIMIT_PER_MINUTE: 3, CLIENT_ERRORS_PER_MINUTE: 3 }, coverage: ERROR_COVERAGE.limits },
  (h) => {
    describe('the per-IP request ceiling', () => {
      it('answers tooManyRequests with Retry-After on every call past the ceiling', async () => {
        for (const [index, call] of API_CALLS.entries()) {
          const ip = `10.7.0.${index + 1}`;
          const sessionId = await h().signIn('demo', { ip });
          const request = { ...requestFor(call, sessionId), ip };
          // The ceiling counts every call of the IP together, so the sign-in above spent one request;
          // client error reports have a limit of their own.
          const budget = call.id === 'LogClientError' ? 3 : 2;
          for (let i = 0; i < budget; i += 1) {
            const response = await h().call(call, request);
            expect(response.statusCode, `${call.id}: ${response.body}`).toBeLessThan(500);
            expect(response.statusCode, `${call.id}: ${response.body}`).not.toBe(429);
          }
          const limited = await h().call(call, request);
          expectError(limited, 'tooManyRequests');
          expect(Number(limited.headers['retry-after']), call.id).toBeGreaterThan(0);
          expect(limited.headers['x-latest-client-version']).toBe('1.0.11');
        }
      });

      it('counts each IP on its own', async () => {
        const response = await h().call(API_CALLS[0], {
          body: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
          ip: '10.7.1.1',
        });
        expect(response.statusCode).toBe(200);
      });
    });

    describe('a database outage', () => {
      it('answers every call with the catalogue default as 503 with Retry-After, no stack trace, no SQL', async () => {
        const database = await freshDatabase(h().engine);
        const app = await buildApp({ config: testConfig(), database, now: h().clock.now });
        await database.close();
        try {
          for (const call of API_CALLS) {
            const request = requestFor(call, 'A'.repeat(43));
            const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
            const response = await app.inject({
              method: call.method,
              url: `${pathOf(call, request.params)}${query}`,
              headers: { 'x-session-id': request.sessionId, 'x-admin-session': request.sessionId },
              ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
            });
            const body = expectError(response, 'default', { callId: call.id, status: 503 });
            expect(body.error.technical).toMatch(/^The database is unavailable \(request .+\)$/);
            expect(response.headers['retry-after']).toBe('2');
          }
        } finally {
          await app.close();
        }
      });
    });
  },
);
