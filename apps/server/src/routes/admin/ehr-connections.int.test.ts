/**
 * Settings → EHR connections (issue 26): registered from the console (https, or http for a local
 * test EHR; duplicates refused; issue 30: the authorization server's issuer read from the EHR's
 * SMART configuration and recorded, an unreadable configuration refused), listed, its scopes
 * changed (checked), revoked (the launch's issuer is then unknown), each change audited with the
 * administrator; the page CSP's connect-src origins follow the database's announcement of the change.
 */
import { ADMIN_SESSION_HEADER, smartConnection, smartLogin } from '@triage/contracts';
import {
  listAuditTrail,
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
  updatePracticeEhrConnectionScopes,
} from '@triage/contracts/admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EhrOrigins } from '../../cache/ehr-origins.ts';
import type { InvalidationListener } from '../../db/invalidation.ts';
import { insertEhrConnection } from '../../repositories/ehr-connections.repository.ts';
import { findPracticeByAccountId } from '../../repositories/practices.repository.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { startTestEhr, type TestEhr } from '../../testing/test-ehr.ts';

// The test EHR listens on 127.0.0.1: allowed only under ALLOW_PRIVATE_EHR_ADDRESSES (issue 33).
const config = { ALLOW_PRIVATE_EHR_ADDRESSES: true };

describeApi('EHR connections in the console', { coverage: ERROR_COVERAGE.adminEhr, config }, (h) => {
  let session = '';
  let listener: InvalidationListener;
  let origins: EhrOrigins;
  let ehr: TestEhr;
  let ISSUER = '';

  beforeAll(async () => {
    ehr = await startTestEhr();
    ISSUER = `${ehr.origin}/lakeside/fhir/r4`;
    const admin = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'erin@ehr.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    session = await signInAdmin(h(), admin);
    listener = await h().database.listen();
    origins = new EhrOrigins(h().database.db);
    await origins.refresh();
    origins.follow(listener);
  });
  afterAll(async () => {
    await listener.close();
    await ehr.close();
  });

  it('registers an EHR with its authorization server (the CSP origins follow), refuses plain http elsewhere than localhost and a duplicate', async () => {
    expect(origins.list()).not.toContain('https://auth.lakeside.example');
    const body = { issuer: `${ISSUER}/`, clientId: 'td-lakeside', origins: ['https://auth.lakeside.example'] };
    const { connection } = dataOf<{ connection: { id: number; issuer: string; origins: string[] } }>(
      await h().call(registerPracticeEhrConnection, { ...as(session), body }),
    );
    expect(connection).toMatchObject({
      issuer: ISSUER,
      origins: [ehr.origin, 'https://auth.lakeside.example'],
      authorizationIssuer: ehr.origin,
    });
    await expect.poll(() => origins.list()).toContain('https://auth.lakeside.example');

    expectError(await h().call(registerPracticeEhrConnection, { ...as(session), body }), 'ehrIssuerTaken');
    const plain = await h().call(registerPracticeEhrConnection, {
      ...as(session),
      body: { issuer: 'http://ehr.plain.example/fhir', clientId: 'x' },
    });
    expect(expectError(plain, 'badData').error.technical).toContain('must use https');
    const badOrigin = await h().call(registerPracticeEhrConnection, {
      ...as(session),
      body: { issuer: 'https://ehr.other.example/fhir', clientId: 'x', origins: ['http://auth.other.example'] },
    });
    expect(expectError(badOrigin, 'badData').error.technical).toContain('must use https');
    const local = ehr.origin.replace('127.0.0.1', 'localhost');
    // Its configuration names keys and a token endpoint on 127.0.0.1: another origin, which must be registered too.
    const offOrigin = await h().call(registerPracticeEhrConnection, {
      ...as(session),
      body: { issuer: `${local}/fhir`, clientId: 'local-test' },
    });
    expect(expectError(offOrigin, 'ehrConfigurationUnreadable').error.technical).toContain(
      'jwks_uri http://127.0.0.1:',
    );
    dataOf(
      await h().call(registerPracticeEhrConnection, {
        ...as(session),
        body: { issuer: `${local}/fhir`, clientId: 'local-test', origins: [ehr.origin] },
      }),
    );
    const listed = dataOf<{ connections: { issuer: string; authorizationIssuer: string | null }[] }>(
      await h().call(listPracticeEhrConnections, as(session)),
    );
    expect(listed.connections.map((c) => c.issuer)).toEqual(expect.arrayContaining([ISSUER, `${local}/fhir`]));
    expect(listed.connections.every((c) => c.authorizationIssuer === ehr.origin)).toBe(true);
    dataOf(await h().call(smartConnection, { body: { issuer: ISSUER } }));
  });

  it("gives the admin console's pages connect-src 'self' and frame-ancestors 'none', whatever EHRs are registered (issue 33)", async () => {
    const csp = async (url: string) =>
      String((await h().app.inject({ method: 'GET', url })).headers['content-security-policy']);
    await expect.poll(() => csp('/smart/launch')).toContain(ehr.origin);
    for (const url of ['/admin', '/admin/sign-in', '/admin/demo/settings/ehr-connections?x=1']) {
      const policy = await csp(url);
      expect(policy, url).toContain("connect-src 'self';");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toContain(ehr.origin);
    }
  });

  it("refuses a practice administrator (issue 33): only an organization's administrators register an EHR", async () => {
    const practiceAdmin = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'pat@ehr.example',
      role: 'practice-admin',
      organization: 'Demo Practice Group',
      practice: 'demo',
    });
    const practiceSession = await signInAdmin(h(), practiceAdmin);
    const issuer = `${ehr.origin}/practice-admin/fhir`;
    const refused = await h().call(registerPracticeEhrConnection, {
      ...as(practiceSession),
      body: { issuer, clientId: 'x' },
    });
    expect(expectError(refused, 'unauthorized').error.technical).toContain('organization administrator');
    // What the practice administrator still sees: the list, without the refused connection.
    const listed = dataOf<{ connections: { issuer: string }[] }>(
      await h().call(listPracticeEhrConnections, as(practiceSession)),
    );
    expect(listed.connections.map((c) => c.issuer)).not.toContain(issuer);
  });

  it('refuses, with ehrIssuerTaken, an issuer another organization registered (issue 33): an EHR belongs to one organization', async () => {
    const other = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'olga@lapsed.example',
      role: 'org-admin',
      organization: 'Demo Lapsed Practice Group',
    });
    const otherSession = await signInAdmin(h(), other);
    for (const issuer of [ISSUER, `${ISSUER}/`, ISSUER.replace('http://', 'HTTP://')]) {
      const taken = await h().call(registerPracticeEhrConnection, {
        ...as(otherSession, 'demo-expired'),
        body: { issuer, clientId: 'td-lapsed' },
      });
      expect(expectError(taken, 'ehrIssuerTaken').error.technical).toContain('belongs to one organization');
    }
    // Two registrations of one new issuer at once: the unique key lets one through.
    const fresh = `${ehr.origin}/contested/fhir`;
    const answers = await Promise.all([
      h().call(registerPracticeEhrConnection, { ...as(session), body: { issuer: fresh, clientId: 'a' } }),
      h().call(registerPracticeEhrConnection, {
        ...as(otherSession, 'demo-expired'),
        body: { issuer: fresh, clientId: 'b' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses (issue 33) a jwks_uri or token_endpoint off the connection's origins and a redirect off them; follows one on them", async () => {
    const register = (issuer: string, origins?: string[]) =>
      h().call(registerPracticeEhrConnection, { ...as(session), body: { issuer, clientId: 'x', origins } });
    const before = ehr.requests('/fhir/.well-known/smart-configuration');
    const foreign = await register(`${ehr.origin}/foreign-keys/fhir`);
    expect(expectError(foreign, 'ehrConfigurationUnreadable').error.technical).toMatch(
      /jwks_uri http:\/\/localhost:\d+ is not one of the connection's origins/,
    );
    const away = await register(`${ehr.origin}/redirect-away/fhir`);
    expect(expectError(away, 'ehrConfigurationUnreadable').error.technical).toContain(
      "redirects off the connection's origins",
    );
    expect(ehr.requests('/fhir/.well-known/smart-configuration')).toBe(before);
    const { connection } = dataOf<{ connection: { authorizationIssuer: string } }>(
      await register(`${ehr.origin}/redirect-home/fhir`),
    );
    expect(connection.authorizationIssuer).toBe(ehr.origin);
    expect(ehr.requests('/fhir/.well-known/smart-configuration')).toBe(before + 1);
  });

  it('refuses an EHR whose SMART configuration cannot be read or names no issuer: nothing is registered', async () => {
    for (const issuer of [`${ehr.origin}/unserved/fhir`, 'http://127.0.0.1:1/fhir']) {
      const refused = await h().call(registerPracticeEhrConnection, {
        ...as(session),
        body: { issuer, clientId: 'x' },
      });
      expect(expectError(refused, 'ehrConfigurationUnreadable').error.technical).toContain(
        '/.well-known/smart-configuration',
      );
    }
    const listed = dataOf<{ connections: { issuer: string }[] }>(
      await h().call(listPracticeEhrConnections, as(session)),
    );
    expect(listed.connections.map((c) => c.issuer)).not.toContain(`${ehr.origin}/unserved/fhir`);
  });

  it('changes the scopes a connection asks for: checked as SMART scopes, launch openid fhirUser kept, audited', async () => {
    const listed = dataOf<{ connections: { id: number; issuer: string; scopes: string }[] }>(
      await h().call(listPracticeEhrConnections, as(session)),
    );
    const target = listed.connections.find((c) => c.issuer === ISSUER);
    expect(target?.scopes).toBe(
      'launch openid fhirUser profile patient/Patient.r patient/Encounter.crs patient/QuestionnaireResponse.c patient/Observation.c patient/DocumentReference.c user/Provenance.c user/Practitioner.r',
    );
    const change = (scopes: string, practiceId = 'demo') =>
      h().call(updatePracticeEhrConnectionScopes, {
        ...as(session),
        params: { practiceId, connectionId: target?.id ?? 0 },
        body: { scopes },
      });
    const narrow =
      'launch  openid fhirUser patient/Patient.r patient/Encounter.cs patient/Encounter.cs user/Provenance.c';
    const { connection } = dataOf<{ connection: { scopes: string } }>(await change(narrow));
    expect(connection.scopes).toBe('launch openid fhirUser patient/Patient.r patient/Encounter.cs user/Provenance.c');
    for (const [scopes, why] of [
      ['openid fhirUser patient/Patient.r', "must include 'launch'"],
      ['launch openid fhirUser patient/Patient.rx', 'is not a SMART scope'],
      ['launch openid fhirUser system/Patient.rs', 'is not a SMART scope'],
      ['launch openid fhirUser patient/Patient.sr', 'is not a SMART scope'],
      ['launch openid fhirUser patient/Observation.read?category=vital-signs', 'is not a SMART scope'],
      ['launch openid fhirUser offline_access', 'keeps no refresh token'],
    ] as const) {
      expect(expectError(await change(scopes), 'badData').error.technical).toContain(why);
    }
    // v1 syntax and v2 query scopes are SMART scopes too.
    dataOf(await change('launch openid fhirUser patient/*.read user/Observation.rs?category=survey'));
    // Another practice's path does not reach it.
    expectError(await change(narrow, 'demo-ah'), 'badData');
    const trail = dataOf<{ events: { outcome: string; before: unknown; after: unknown }[] }>(
      await h().call(listAuditTrail, {
        headers: { [ADMIN_SESSION_HEADER]: session },
        query: { kind: 'ehr-connection' },
      }),
    );
    expect(
      trail.events.find(
        (e) =>
          e.outcome === 'ehr-connection: scopes changed' &&
          (e.after as { scopes: string }).scopes === connection.scopes,
      ),
    ).toMatchObject({
      before: { issuer: ISSUER, scopes: target?.scopes },
    });
  });

  it('revokes: the issuer is unknown to a launch from then on, its origins leave the CSP, and both changes are audited', async () => {
    const listed = dataOf<{ connections: { id: number; issuer: string }[] }>(
      await h().call(listPracticeEhrConnections, as(session)),
    );
    const id = listed.connections.find((c) => c.issuer === ISSUER)?.id ?? 0;
    // Another practice's path does not reach it.
    expectError(
      await h().call(revokePracticeEhrConnection, {
        ...as(session),
        params: { practiceId: 'demo-ah', connectionId: id },
        body: {},
      }),
      'badData',
    );
    dataOf(
      await h().call(revokePracticeEhrConnection, {
        ...as(session),
        params: { practiceId: 'demo', connectionId: id },
        body: {},
      }),
    );
    expectError(await h().call(smartConnection, { body: { issuer: ISSUER } }), 'unknownEhrIssuer');
    await expect.poll(() => origins.list()).not.toContain('https://auth.lakeside.example');

    const trail = dataOf<{ events: { by: string; outcome: string; before: unknown; after: unknown }[] }>(
      await h().call(listAuditTrail, {
        headers: { [ADMIN_SESSION_HEADER]: session },
        query: { kind: 'ehr-connection' },
      }),
    );
    expect(trail.events.slice(0, 1)).toEqual([
      expect.objectContaining({
        by: 'erin@ehr.example',
        outcome: 'ehr-connection: revoked',
        before: expect.objectContaining({ issuer: ISSUER, clientId: 'td-lakeside' }),
        after: null,
      }),
    ]);
    expect(trail.events.some((e) => e.outcome === 'ehr-connection: registered')).toBe(true);
  });

  it('answers each refusal the contracts declare', async () => {
    const practice = { params: { practiceId: 'demo' } };
    expectError(await h().call(listPracticeEhrConnections, practice), 'unauthorized');
    expectError(
      await h().call(registerPracticeEhrConnection, { ...practice, body: { issuer: ISSUER, clientId: 'x' } }),
      'unauthorized',
    );
    expectError(
      await h().call(revokePracticeEhrConnection, { params: { practiceId: 'demo', connectionId: 1 }, body: {} }),
      'unauthorized',
    );
    expectError(await h().call(registerPracticeEhrConnection, { ...as(session), body: {} }), 'missingParams');
    const scopes = { params: { practiceId: 'demo', connectionId: 1 } };
    expectError(
      await h().call(updatePracticeEhrConnectionScopes, { ...scopes, body: { scopes: 'launch openid fhirUser' } }),
      'unauthorized',
    );
    expectError(
      await h().call(updatePracticeEhrConnectionScopes, { ...as(session), ...scopes, body: {} }),
      'missingParams',
    );
    expectError(
      await h().call(revokePracticeEhrConnection, {
        ...as(session),
        params: { practiceId: 'demo', connectionId: 'x' },
        body: {},
      }),
      'badData',
    );
  });
});

describeApi('EHR connections without ALLOW_PRIVATE_EHR_ADDRESSES (issue 33: no SSRF)', {}, (h) => {
  let session = '';
  let ehr: TestEhr;
  beforeAll(async () => {
    ehr = await startTestEhr();
    const admin = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'sam@ehr.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    session = await signInAdmin(h(), admin);
  });
  afterAll(() => ehr.close());

  const register = (issuer: string, origins?: string[]) =>
    h().call(registerPracticeEhrConnection, { ...as(session), body: { issuer, clientId: 'x', origins } });

  it('refuses plain http, even on localhost', async () => {
    for (const issuer of [`${ehr.origin}/fhir`, `${ehr.origin.replace('127.0.0.1', 'localhost')}/fhir`]) {
      expect(expectError(await register(issuer), 'badData').error.technical).toContain('must use https');
    }
    expect(expectError(await register('https://ehr.example/fhir', [ehr.origin]), 'badData').error.technical).toContain(
      'must use https',
    );
  });

  it('refuses loopback, private, link-local, unique-local and IPv4-mapped addresses, by address or by name, before any request', async () => {
    const refusals: [string, string][] = [
      ['https://127.0.0.1/fhir', 'loopback'],
      ['https://[::1]/fhir', 'loopback'],
      ['https://[::ffff:127.0.0.1]/fhir', 'loopback'],
      ['https://[::ffff:a9fe:a9fe]/fhir', 'linkLocal'],
      ['https://169.254.169.254/latest', 'linkLocal'],
      ['https://10.1.2.3/fhir', 'private'],
      ['https://192.168.0.10/fhir', 'private'],
      ['https://[fd00::1]/fhir', 'uniqueLocal'],
      ['https://[fe80::1]/fhir', 'linkLocal'],
      ['https://0.0.0.0/fhir', 'unspecified'],
      ['https://100.64.0.1/fhir', 'carrierGradeNat'],
      // A name: every address it resolves to is checked (localhost: 127.0.0.1 and ::1).
      ['https://localhost/fhir', 'loopback'],
    ];
    for (const [issuer, range] of refusals) {
      const refused = await register(issuer);
      expect(expectError(refused, 'ehrConfigurationUnreadable').error.technical, issuer).toContain(
        `is not a public address (${range})`,
      );
    }
    const listed = dataOf<{ connections: unknown[] }>(await h().call(listPracticeEhrConnections, as(session)));
    expect(listed.connections).toEqual([]);
  });

  it('refuses a launch login from a connection on a private address (registered while the flag was set): generic answer, no request', async () => {
    const demo = await findPracticeByAccountId(h().database.db, 'demo');
    await insertEhrConnection(h().database.db, {
      practiceId: demo?.id ?? 0,
      issuer: `${ehr.origin}/fhir`,
      clientId: 'x',
      scopes: 'launch openid fhirUser',
      origins: [ehr.origin],
      authorizationIssuer: ehr.origin,
    });
    const { nonce } = dataOf<{ nonce: string }>(
      await h().call(smartConnection, { body: { issuer: `${ehr.origin}/fhir` } }),
    );
    const idToken = await ehr.idToken('x', { now: h().clock.now(), claims: { nonce } });
    const refused = await h().call(smartLogin, { body: { issuer: `${ehr.origin}/fhir`, idToken } });
    const { error } = expectError(refused, 'invalidEhrLaunch');
    expect(error.technical).toBe("The EHR's SMART configuration or keys could not be used");
    expect(ehr.requests('/fhir/.well-known/smart-configuration')).toBe(0);
    expect(ehr.requests('/jwks')).toBe(0);
  });
});
