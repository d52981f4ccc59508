/**
 * GetReport through the admin guard: an administrator sees their practices only; another practice,
 * a nurse's session or none is unauthorized; a bad query is refused.
 */
import { ADMIN_SESSION_HEADER, SESSION_HEADER } from '@triage/contracts';
import { adminSignIn, getReport } from '@triage/contracts/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ADMIN_PASSWORD, createTestAdmin, type TestAdmin, totpCode } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

describeApi('reports for administrators', { coverage: ERROR_COVERAGE.reports }, (h) => {
  let orgSession = '';
  let practiceSession = '';

  const signIn = async (admin: TestAdmin) => {
    h().clock.advance(31_000);
    const code = await totpCode(admin.totpSecret, h().clock.now());
    return dataOf<{ adminSessionId: string }>(
      await h().call(adminSignIn, { body: { email: admin.email, password: ADMIN_PASSWORD, code } }),
    ).adminSessionId;
  };

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    orgSession = await signIn(
      await createTestAdmin(db, key, {
        email: 'ora@demo.example',
        role: 'org-admin',
        organization: 'Demo Practice Group',
      }),
    );
    practiceSession = await signIn(
      await createTestAdmin(db, key, {
        email: 'pia@demo.example',
        role: 'practice-admin',
        organization: 'Demo Practice Group',
        practice: 'demo-ah',
      }),
    );
  });

  const query = { report: 'dispositions', from: '2026-02-24', to: '2026-03-02' };
  const ask = (session: string, extra: Record<string, string> = {}, headerName = ADMIN_SESSION_HEADER) =>
    h().call(getReport, { query: { ...query, ...extra }, headers: { [headerName]: session } });

  it('answers an organization administrator for the organization and for one of its practices', async () => {
    const data = dataOf<{ report: string; previousFrom: string; previousTo: string; tables: unknown[] }>(
      await ask(orgSession),
    );
    expect(data).toMatchObject({ report: 'dispositions', previousFrom: '2026-02-17', previousTo: '2026-02-23' });
    expect(dataOf(await ask(orgSession, { practiceId: 'DEMO' }))).toMatchObject({ report: 'dispositions' });
  });

  it('refuses a practice outside the administrator’s scope, a nurse’s session and no session', async () => {
    expectError(await ask(practiceSession, { practiceId: 'demo' }), 'unauthorized');
    expectError(await ask(orgSession, { practiceId: 'demo-expired' }), 'unauthorized');
    expect(dataOf(await ask(practiceSession, { practiceId: 'demo-ah' }))).toMatchObject({ calls: 0 });
    const nurse = await h().signIn('demo');
    expectError(await ask(nurse, {}, SESSION_HEADER), 'unauthorized');
    expectError(await h().call(getReport, { query }), 'unauthorized');
  });

  it('audits every report read: who, which report, of whom, over which period and filters', async () => {
    expect(dataOf(await ask(practiceSession, { practiceId: 'demo-ah', nurse: 'Ann' }))).toMatchObject({
      report: 'dispositions',
    });
    const rows = await queryRows<{ practice_id: string | null; outcome: string; admin_email: string; after: unknown }>(
      h().database.db,
      sql`select practice_id, outcome, admin_email, after from audit_events
          where type = 'admin-report' order by id desc limit 1`,
    );
    expect(rows).toEqual([
      {
        practice_id: 'demo-ah',
        outcome: 'report: dispositions',
        admin_email: 'pia@demo.example',
        after: {
          report: 'dispositions',
          from: '2026-02-24',
          to: '2026-03-02',
          practice: 'demo-ah',
          locationId: null,
          nurse: 'Ann',
          nurseId: null,
        },
      },
    ]);
  });

  it('refuses a bad query', async () => {
    expectError(await ask(orgSession, { from: '2026-03-05' }), 'badData');
    expectError(await ask(orgSession, { from: '2024-01-01' }), 'badData');
    expectError(await ask(orgSession, { report: 'patients' }), 'badData');
    expectError(
      await h().call(getReport, { query: { report: 'protocols' }, headers: { [ADMIN_SESSION_HEADER]: orgSession } }),
      'missingParams',
    );
  });
});
