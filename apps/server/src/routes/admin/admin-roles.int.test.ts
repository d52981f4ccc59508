/**
 * The admin guard on every admin call of the contracts: no admin session, a nurse's session or an
 * ended one is `unauthorized`; for a call about one practice, a practice outside the
 * administrator's scope is `unauthorized` (a practice administrator's other practices, another
 * organization's practices), and one inside it is not.
 */
import { ADMIN_SESSION_HEADER, SESSION_HEADER } from '@triage/contracts';
import { ALL_API_CALLS } from '@triage/contracts/admin';
import { beforeAll, expect, it } from 'vitest';
import { createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { describeApi, expectError } from '../../testing/api-harness.ts';

const ADMIN_CALLS = ALL_API_CALLS.filter((call) => call.auth === 'admin');
const PRACTICE_CALLS = ADMIN_CALLS.filter((call) => call.path.includes(':practiceId'));

describeApi('the admin guard on every admin call', {}, (h) => {
  let orgSession = '';
  let practiceSession = '';

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    const org = await createTestAdmin(db, key, {
      email: 'ora@demo.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    const practice = await createTestAdmin(db, key, {
      email: 'pia@demo.example',
      role: 'practice-admin',
      organization: 'Demo Practice Group',
      practice: 'demo-ah',
    });
    orgSession = await signInAdmin(h(), org);
    practiceSession = await signInAdmin(h(), practice);
  });

  const callAs = (call: (typeof ADMIN_CALLS)[number], headers: Record<string, string>, practiceId = 'demo') =>
    h().call(call, { headers, params: { practiceId }, ...(call.method === 'POST' ? { body: {} } : {}) });

  it('has admin calls to check', () => {
    expect(ADMIN_CALLS.length).toBeGreaterThan(1);
  });

  for (const call of ADMIN_CALLS) {
    it(`${call.id}: no admin session, a nurse session or a made-up id is unauthorized`, async () => {
      expectError(await callAs(call, {}), 'unauthorized');
      expectError(await callAs(call, { [ADMIN_SESSION_HEADER]: 'x'.repeat(43) }), 'unauthorized');
      const nurse = await h().signIn('demo');
      expectError(await callAs(call, { [SESSION_HEADER]: nurse, [ADMIN_SESSION_HEADER]: nurse }), 'unauthorized');
    });
  }

  for (const call of PRACTICE_CALLS) {
    it(`${call.id}: a practice administrator cannot reach another practice; an organization administrator cannot reach another organization`, async () => {
      expectError(await callAs(call, { [ADMIN_SESSION_HEADER]: practiceSession }, 'demo'), 'unauthorized');
      expectError(await callAs(call, { [ADMIN_SESSION_HEADER]: orgSession }, 'demo-expired'), 'unauthorized');
      expectError(await callAs(call, { [ADMIN_SESSION_HEADER]: orgSession }, 'no-such-practice'), 'unauthorized');
      const inside = await callAs(call, { [ADMIN_SESSION_HEADER]: practiceSession }, 'demo-ah');
      expect(inside.json()).not.toMatchObject({ error: { code: 'unauthorized' } });
    });
  }
});
