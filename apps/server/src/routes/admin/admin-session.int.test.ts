import { ADMIN_SESSION_HEADER } from '@triage/contracts';
import { adminSession, adminSignIn, adminSignOut } from '@triage/contracts/admin';
import { beforeAll, expect, it } from 'vitest';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { listRefusals } from '../../repositories/audit-refusals.repository.ts';
import { ADMIN_PASSWORD, createTestAdmin, type TestAdmin, totpCode } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError, MINUTE } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts } from '../../testing/fixtures.ts';

describeApi('administrator sign-in and admin sessions', { coverage: ERROR_COVERAGE.adminSession }, (h) => {
  let org: TestAdmin;
  let practiceAdmin: TestAdmin;

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    org = await createTestAdmin(db, key, {
      email: 'olga@demo.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    practiceAdmin = await createTestAdmin(db, key, {
      email: 'pat@demo.example',
      role: 'practice-admin',
      organization: 'Demo Practice Group',
      practice: 'demo-ah',
    });
  });

  /** A fresh 30-second step each time: a code is accepted once. */
  const signIn = async (admin: TestAdmin, ip = '10.9.0.1') => {
    h().clock.advance(31_000);
    const code = await totpCode(admin.totpSecret, h().clock.now());
    return h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD, code }, ip });
  };
  const session = (id: string) => h().call(adminSession, { headers: { [ADMIN_SESSION_HEADER]: id } });

  it('signs an organization administrator in with password and TOTP: every practice of the organization', async () => {
    const data = dataOf<{ adminSessionId: string; admin: { role: string }; practices: { practiceId: string }[] }>(
      await signIn(org),
    );
    expect(data.admin.role).toBe('org-admin');
    expect(data.practices.map((p) => p.practiceId).sort()).toEqual(['demo', 'demo-ah', 'demo-embed']);
    const again = dataOf<{ practices: unknown[] }>(await session(data.adminSessionId));
    expect(again.practices).toHaveLength(3);
  });

  it('gives a practice administrator only their practice', async () => {
    const data = dataOf<{ adminSessionId: string; practices: { practiceId: string }[] }>(await signIn(practiceAdmin));
    expect(data.practices.map((p) => p.practiceId)).toEqual(['demo-ah']);
  });

  it('refuses a wrong password, a wrong code, a replayed code and an unknown e-mail alike', async () => {
    h().clock.advance(31_000);
    const code = await totpCode(org.totpSecret, h().clock.now());
    const ip = '10.9.1.1';
    expectError(
      await h().call(adminSignIn, { body: { email: org.email, password: 'wrong password!!', code }, ip }),
      'invalidCredentials',
    );
    expectError(
      await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code: '000000' }, ip }),
      'invalidCredentials',
    );
    expectError(
      await h().call(adminSignIn, { body: { email: 'nobody@demo.example', password: ADMIN_PASSWORD, code }, ip }),
      'invalidCredentials',
    );
    dataOf(await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code }, ip: '10.9.1.2' }));
    expectError(
      await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code }, ip: '10.9.1.2' }),
      'invalidCredentials',
    );
  });

  it('accepts a recovery code once', async () => {
    const code = org.recoveryCodes[0] ?? '';
    dataOf(await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code }, ip: '10.9.2.1' }));
    expectError(
      await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code }, ip: '10.9.2.1' }),
      'invalidCredentials',
    );
  });

  it('locks the (IP, e-mail) pair after 5 failures in 15 minutes, stricter than the nurses', async () => {
    const ip = '10.9.3.1';
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await h().call(adminSignIn, { body: { email: org.email, password: `guess number ${i}`, code: '123456' }, ip }),
        'invalidCredentials',
      );
    }
    expectError(await signIn(org, ip), 'tooManyRequests');
    dataOf(await signIn(org, '10.9.3.2'));
    // Refusals are counts per window (not a row each), under the administrator's id, never the e-mail typed.
    const refusals = await listRefusals(h().database.db, undefined, 50);
    const admin = refusals.filter((refusal) => refusal.type === 'admin-sign-in' && refusal.ip === ip);
    expect(admin.find((refusal) => refusal.outcome === 'invalid-credentials')?.count).toBe(5);
    expect(admin.some((refusal) => refusal.outcome === 'rate-limited')).toBe(true);
    expect(JSON.stringify(refusals)).not.toContain(org.email);
    const events = await listAuditEvents(h().database.db, { type: 'admin-sign-in', limit: 50 });
    expect(events.every((event) => event.outcome.startsWith('success'))).toBe(true);
    expect(JSON.stringify([refusals, events])).not.toContain(ADMIN_PASSWORD);
  });

  it('reports missing and malformed fields', async () => {
    expectError(await h().call(adminSignIn, { body: { email: org.email, code: '123456' } }), 'missingParams');
    expectError(
      await h().call(adminSignIn, { body: { email: org.email, password: ADMIN_PASSWORD, code: 42 } }),
      'badData',
    );
  });

  it('ends the admin session after 30 minutes without activity; activity keeps it', async () => {
    const { adminSessionId } = dataOf<{ adminSessionId: string }>(await signIn(org, '10.9.4.1'));
    h().clock.advance(29 * MINUTE);
    dataOf(await session(adminSessionId));
    h().clock.advance(29 * MINUTE);
    dataOf(await session(adminSessionId));
    h().clock.advance(30 * MINUTE);
    expectError(await session(adminSessionId), 'unauthorized');
  });

  it('signs out: the admin session ends; a nurse session id is no admin session', async () => {
    const { adminSessionId } = dataOf<{ adminSessionId: string }>(await signIn(org, '10.9.5.1'));
    expectError(
      await h().call(adminSignOut, { headers: { [ADMIN_SESSION_HEADER]: adminSessionId }, body: [] }),
      'badData',
    );
    dataOf(await h().call(adminSignOut, { headers: { [ADMIN_SESSION_HEADER]: adminSessionId }, body: {} }));
    expectError(await session(adminSessionId), 'unauthorized');
    expectError(
      await h().call(adminSignOut, { headers: { [ADMIN_SESSION_HEADER]: adminSessionId }, body: {} }),
      'unauthorized',
    );
    const nurse = await h().signIn('demo');
    expectError(await session(nurse), 'unauthorized');
  });

  it('answers sessionCreationFailed when the admin session cannot be stored', async () => {
    const repair = await breakInserts(h().database.db, 'admin_sessions');
    try {
      expectError(await signIn(org, '10.9.6.1'), 'sessionCreationFailed');
    } finally {
      await repair();
    }
  });
});
