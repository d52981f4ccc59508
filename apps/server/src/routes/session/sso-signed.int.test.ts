/**
 * Signed SSO launches: a JWT per launch, signed with the mapping's derived HS256 secret or the EHR's
 * key; expired, replayed, wrong-audience, wrongly-signed or too long-lived tokens are refused with
 * invalidSSOToken; the user's EHR id is kept on the session and in the audit trail. Static links
 * expire.
 */
import { SessionAccountData, SsoLoginData, ssoLogin, validateSession } from '@triage/contracts';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditEvents, sessions, ssoMappings } from '../../db/schema.ts';
import { createSsoMapping } from '../../services/admin/sso-mappings.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';

const LAUNCH_KEY = 'a-launch-key-of-forty-characters-for-tests';
const AUDIENCE = 'triage-desk-test';
let nextIp = 0;

describeApi(
  'signed single sign-on launches',
  { config: { SSO_LAUNCH_KEY: LAUNCH_KEY, SSO_AUDIENCE: AUDIENCE } },
  (h) => {
    let token = '';
    let secret = new Uint8Array();
    let jti = 0;
    beforeAll(async () => {
      const created = await createSsoMapping(h().database.db, {
        practiceId: 'demo',
        now: h().clock.now(),
        signed: true,
        launchKey: LAUNCH_KEY,
      });
      token = created.token;
      secret = new Uint8Array(Buffer.from(created.launchSecret ?? '', 'base64url'));
    });

    const now = () => Math.floor(h().clock.now().getTime() / 1000);
    /** A launch token as an EHR signs it; `claims` and `options` change what the test needs. */
    const sign = (
      claims: JWTPayload = {},
      options: { key?: Uint8Array | CryptoKey; alg?: string; iat?: number; exp?: number } = {},
    ) => {
      jti += 1;
      const iat = options.iat ?? now();
      return new SignJWT({ sub: 'ehr-user-4711', given_name: 'Robin', jti: `launch-${jti}`, ...claims })
        .setProtectedHeader({ alg: options.alg ?? 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(options.exp ?? iat + 120)
        .sign(options.key ?? secret);
    };
    const launch = (launchToken: string, mappingToken = token, data: Record<string, string> = {}) => {
      nextIp += 1;
      return h().call(ssoLogin, {
        params: { token: mappingToken },
        body: { data: { launch: launchToken, firstName: 'Mallory', ...data } },
        ip: `10.77.0.${nextIp}`,
      });
    };

    it('opens a session for the user the token names, keeping the EHR id on the session and in the audit trail', async () => {
      const result = SsoLoginData.parse(dataOf(await launch(await sign())));
      if (result.result !== 'complete') throw new Error('expected complete');
      expect(result.complete.firstName).toBe('Robin');
      const session = SessionAccountData.parse(
        dataOf(await h().call(validateSession, { sessionId: result.complete.sessionId })),
      );
      expect(session.firstName).toBe('Robin');
      const [row] = await h()
        .database.db.select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(result.complete.sessionId)));
      expect(row).toMatchObject({ ehrUserId: 'ehr-user-4711', firstName: 'Robin' });
      const [event] = await h()
        .database.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.ehrUserId, 'ehr-user-4711'));
      expect(event).toMatchObject({ type: 'sso-launch', outcome: 'success', practiceId: 'demo', firstName: 'Robin' });
      const [mapping] = await h()
        .database.db.select()
        .from(ssoMappings)
        .where(eq(ssoMappings.tokenHash, sha256Hex(token)));
      expect(mapping?.lastUsedAt).toEqual(h().clock.now());
    });

    it('refuses a replayed token', async () => {
      const jwt = await sign();
      dataOf(await launch(jwt));
      expect(expectError(await launch(jwt), 'invalidSSOToken').error.technical).toContain('already used');
    });

    it('refuses an expired token, and one that lives longer than 5 minutes', async () => {
      const expired = await sign({}, { iat: now() - 10 * 60, exp: now() - 5 * 60 });
      expect(expectError(await launch(expired), 'invalidSSOToken').error.technical).toContain('expired');
      const longLived = await sign({}, { exp: now() + 60 * 60 });
      expectError(await launch(longLived), 'invalidSSOToken');
    });

    it('refuses a token for another audience, signed with another secret, or without the user', async () => {
      const otherAudience = await new SignJWT({ sub: 'u', given_name: 'Robin', jti: 'other-aud' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('another-app')
        .setIssuedAt(now())
        .setExpirationTime(now() + 60)
        .sign(secret);
      expect(expectError(await launch(otherAudience), 'invalidSSOToken').error.technical).toContain('aud');
      const wronglySigned = await sign({}, { key: new TextEncoder().encode(LAUNCH_KEY) });
      expectError(await launch(wronglySigned), 'invalidSSOToken');
      expectError(await launch(await sign({ sub: undefined })), 'invalidSSOToken');
      expectError(await launch(''), 'invalidSSOToken');
      expectError(await launch('not.a.jwt'), 'invalidSSOToken');
    });

    it('checks an EHR’s public key, refusing a token signed with any other key or with the HS256 secret', async () => {
      const ehr = await generateKeyPair('ES256');
      const other = await generateKeyPair('ES256');
      const publicKey = { ...(await exportJWK(ehr.publicKey)), alg: 'ES256' };
      const mapping = await createSsoMapping(h().database.db, {
        practiceId: 'demo',
        now: h().clock.now(),
        signed: true,
        publicKey,
      });
      expect(mapping.launchSecret).toBeNull();
      const ok = SsoLoginData.parse(
        dataOf(await launch(await sign({}, { key: ehr.privateKey, alg: 'ES256' }), mapping.token)),
      );
      expect(ok.result).toBe('complete');
      expectError(
        await launch(await sign({}, { key: other.privateKey, alg: 'ES256' }), mapping.token),
        'invalidSSOToken',
      );
      expectError(await launch(await sign(), mapping.token), 'invalidSSOToken');
    });

    it('counts refused launches per window instead of a row each: forged, replayed, expired', async () => {
      const counts = async () =>
        Object.fromEntries(
          (
            await queryRows<{ outcome: string; n: number }>(
              h().database.db,
              sql`select outcome, sum(count)::int as n from audit_refusals where type = 'sso-launch' group by outcome`,
            )
          ).map((row) => [row.outcome, Number(row.n)]),
        );
      const events = async () =>
        (
          await queryRows<{ n: number }>(
            h().database.db,
            sql`select count(*)::int as n from audit_events where type = 'sso-launch' and outcome <> 'success'`,
          )
        )[0]?.n;
      const [before, rows] = [await counts(), await events()];
      for (let i = 0; i < 3; i++) expectError(await launch('not.a.jwt'), 'invalidSSOToken');
      const jwt = await sign();
      dataOf(await launch(jwt));
      expectError(await launch(jwt), 'invalidSSOToken');
      const after = await counts();
      expect((after['invalid-launch-token'] ?? 0) - (before['invalid-launch-token'] ?? 0)).toBe(3);
      expect((after['replayed-launch-token'] ?? 0) - (before['replayed-launch-token'] ?? 0)).toBe(1);
      expect(await events()).toBe(rows);
    });

    it('refuses a static link past its expiry date', async () => {
      const expiring = await createSsoMapping(h().database.db, {
        practiceId: 'demo',
        now: h().clock.now(),
        expiresAt: new Date(h().clock.now().getTime() + MINUTE),
      });
      dataOf(await launch('', expiring.token));
      h().clock.advance(2 * MINUTE);
      expect(expectError(await launch('', expiring.token), 'invalidSSOToken').error.technical).toContain('expired');
    });
  },
);
