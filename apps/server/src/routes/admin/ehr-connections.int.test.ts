/**
 * Settings → EHR connections (issue 26): registered from the console (https, or http for a local
 * test EHR; duplicates refused), listed, revoked (the launch's issuer is then unknown), each change
 * audited with the administrator; the page CSP's connect-src origins follow the database's
 * announcement of the change.
 */
import { ADMIN_SESSION_HEADER, smartConnection } from '@triage/contracts';
import {
  listAuditTrail,
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
} from '@triage/contracts/admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EhrOrigins } from '../../cache/ehr-origins.ts';
import type { InvalidationListener } from '../../db/invalidation.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const ISSUER = 'https://ehr.lakeside.example/fhir/r4';

describeApi('EHR connections in the console', { coverage: ERROR_COVERAGE.adminEhr }, (h) => {
  let session = '';
  let listener: InvalidationListener;
  let origins: EhrOrigins;

  beforeAll(async () => {
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
  });

  it('registers an https EHR (the CSP origins follow), refuses plain http elsewhere than localhost and a duplicate', async () => {
    expect(origins.list()).not.toContain('https://ehr.lakeside.example');
    const body = { issuer: `${ISSUER}/`, clientId: 'td-lakeside', origins: ['https://auth.lakeside.example'] };
    const { connection } = dataOf<{ connection: { id: number; issuer: string; origins: string[] } }>(
      await h().call(registerPracticeEhrConnection, { ...as(session), body }),
    );
    expect(connection).toMatchObject({
      issuer: ISSUER,
      origins: ['https://ehr.lakeside.example', 'https://auth.lakeside.example'],
    });
    await expect.poll(() => origins.list()).toContain('https://auth.lakeside.example');

    expectError(await h().call(registerPracticeEhrConnection, { ...as(session), body }), 'badData');
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
    dataOf(
      await h().call(registerPracticeEhrConnection, {
        ...as(session),
        body: { issuer: 'http://localhost:8080/fhir', clientId: 'local-test' },
      }),
    );
    const listed = dataOf<{ connections: { issuer: string }[] }>(
      await h().call(listPracticeEhrConnections, as(session)),
    );
    expect(listed.connections.map((c) => c.issuer)).toEqual(
      expect.arrayContaining([ISSUER, 'http://localhost:8080/fhir']),
    );
    dataOf(await h().call(smartConnection, { body: { issuer: ISSUER } }));
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
