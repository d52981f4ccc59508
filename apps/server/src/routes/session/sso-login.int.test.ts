import { SessionAccountData, SsoLoginData, ssoLogin, validateSession } from '@triage/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditRefusals } from '../../db/schema.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { listLocations } from '../../repositories/organizations.repository.ts';
import { findPracticeByAccountId } from '../../repositories/practices.repository.ts';
import { insertSsoMapping } from '../../repositories/sso-mappings.repository.ts';
import { updatePracticeAccount } from '../../services/admin/practices.ts';
import { createSsoMapping } from '../../services/admin/sso-mappings.ts';
import { sha256Hex } from '../../services/secrets.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { breakInserts, createTestPractice } from '../../testing/fixtures.ts';

describeApi('single sign-on', { coverage: ERROR_COVERAGE.sso }, (h) => {
  const launch = async (token: string, data: Record<string, unknown>, ip = '127.0.0.1') =>
    h().call(ssoLogin, { params: { token }, body: { data }, ip });
  const launchData = async (token: string, data: Record<string, string>) =>
    SsoLoginData.parse(dataOf(await launch(token, data)));

  describe('launch parameters', () => {
    it('refuses a locationId that is not a location of the organization, or not a number, with ssoMismatchedData', async () => {
      for (const locationId of ['999999', 'abc', '1.5', '-1']) {
        expectError(await launch('demo-sso', { firstName: 'Sam', locationId }, '10.31.0.1'), 'ssoMismatchedData');
      }
    });
  });

  describe('completing', () => {
    it('completes demo-sso when the first name is given, with a working session', async () => {
      const result = await launchData('demo-sso', { firstName: 'Sam' });
      if (result.result !== 'complete') throw new Error('expected complete');
      expect(result.complete).toMatchObject({
        firstName: 'Sam',
        subscriptionCount: 25,
        subscriptionType: 'annual',
        account: { practiceId: 'demo' },
      });
      const session = SessionAccountData.parse(
        dataOf(await h().call(validateSession, { sessionId: result.complete.sessionId })),
      );
      expect(session).toMatchObject({ firstName: 'Sam', account: { practiceId: 'demo' } });
      const [event] = await listAuditEvents(h().database.db, { type: 'sso-launch', limit: 1 });
      expect(event).toMatchObject({ practiceId: 'demo', firstName: 'Sam', outcome: 'success' });
    });

    it('asks for the first name when the launch lacks it, and completes on resubmission', async () => {
      const partial = await launchData('demo-sso', {});
      if (partial.result !== 'partialConfig') throw new Error('expected partialConfig');
      expect(partial.partialConfig.config).toEqual([
        expect.objectContaining({ name: 'firstName', type: 'text', label: 'First Name', value: null, choices: null }),
      ]);
      const complete = await launchData('demo-sso', { firstName: 'Sam', hash: partial.partialConfig.hash });
      expect(complete.result).toBe('complete');
    });

    it('asks demo-sso-setup for a Location (select) and a Nurse ID (text), then completes at that location', async () => {
      const demo = await findPracticeByAccountId(h().database.db, 'demo');
      const locations = await listLocations(h().database.db, demo?.organizationId ?? 0);
      const partial = await launchData('demo-sso-setup', { firstName: 'Lou', patientMrn: 'MRN-0042' });
      if (partial.result !== 'partialConfig') throw new Error('expected partialConfig');
      expect(partial.partialConfig.description).toContain('Nurse ID');
      expect(partial.partialConfig.config).toEqual([
        expect.objectContaining({ name: 'firstName', value: 'Lou' }),
        expect.objectContaining({
          name: 'locationId',
          type: 'select',
          label: 'Location',
          choices: locations.map((location) => ({ label: location.name, value: String(location.id) })),
        }),
        expect.objectContaining({ name: 'nurseId', type: 'text', label: 'Nurse ID', value: null }),
      ]);
      const riverside = locations.find((location) => location.name === 'Riverside Clinic');
      const complete = await launchData('demo-sso-setup', {
        firstName: 'Lou',
        locationId: String(riverside?.id),
        nurseId: 'N-17',
        patientMrn: 'MRN-0042',
        hash: partial.partialConfig.hash,
      });
      if (complete.result !== 'complete') throw new Error('expected complete');
      expect(complete.complete.account.locationId).toBe(riverside?.id);
    });

    it('never stores parameters the mapping does not declare', async () => {
      const dump = await queryRows<{ text: string }>(
        h().database.db,
        sql`select (select coalesce(json_agg(s), '[]')::text from sessions s) || (select coalesce(json_agg(a), '[]')::text from audit_events a) as text`,
      );
      expect(dump[0]?.text).not.toContain('MRN-0042');
    });

    it("applies the mapping's options override to the session", async () => {
      const { token } = await createSsoMapping(h().database.db, {
        now: h().clock.now(),
        practiceId: 'demo-ah',
        optionsOverride: {
          callSummaryOptions: { method: 'postMessage', originWhitelist: ['https://ehr.example.org'] },
        },
      });
      const result = await launchData(token, { firstName: 'Ola' });
      if (result.result !== 'complete') throw new Error('expected complete');
      expect(result.complete.account.options).toMatchObject({
        questionChoiceDisplay: 'yesAndNo',
        callSummaryOptions: { method: 'postMessage', originWhitelist: ['https://ehr.example.org'] },
      });
    });
  });

  describe('refusing', () => {
    it('answers invalidSSOToken for an unknown token, and counts it in its window', async () => {
      expectError(await launch('no-such-token', { firstName: 'Sam' }, '10.31.9.1'), 'invalidSSOToken');
      const rows = await h().database.db.select().from(auditRefusals).where(eq(auditRefusals.ip, '10.31.9.1'));
      expect(rows).toMatchObject([{ type: 'sso-launch', outcome: 'invalid-token', practiceId: '(unknown)', count: 1 }]);
    });

    it('answers ssoMismatchedData for another practice, an unknown choice or another launch’s hash', async () => {
      expectError(await launch('demo-sso', { firstName: 'Sam', practiceId: 'demo-ah' }), 'ssoMismatchedData');
      expectError(await launch('demo-sso-setup', { firstName: 'Sam', locationId: '999999' }), 'ssoMismatchedData');
      expectError(await launch('demo-sso', { firstName: 'Sam', hash: 'f'.repeat(64) }), 'ssoMismatchedData');
      const partial = await launchData('demo-sso-setup', {});
      if (partial.result !== 'partialConfig') throw new Error('expected partialConfig');
      expectError(
        await launch('demo-sso', { firstName: 'Sam', hash: partial.partialConfig.hash }),
        'ssoMismatchedData',
      );
      dataOf(await launch('demo-sso', { firstName: 'Sam', practiceId: 'DEMO' }));
    });

    it('answers noSsoMapping when the practice of the mapping was deleted', async () => {
      await createTestPractice(h().database.db, { practiceId: 'sso-gone' });
      const { token } = await createSsoMapping(h().database.db, { practiceId: 'sso-gone', now: h().clock.now() });
      await updatePracticeAccount(h().database.db, 'sso-gone', { deleted: true }, h().clock.now());
      expectError(await launch(token, { firstName: 'Sam' }), 'noSsoMapping');
    });

    it('answers noActiveSubscription for a practice that enforces an ended subscription', async () => {
      const { token } = await createSsoMapping(h().database.db, { practiceId: 'demo-expired', now: h().clock.now() });
      expectError(await launch(token, { firstName: 'Sam' }), 'noActiveSubscription');
    });

    it('answers badData for launch data that is not a map of short strings', async () => {
      expectError(await launch('demo-sso', { firstName: 5 }), 'badData');
      const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, 'x']));
      expectError(await launch('demo-sso', many), 'badData');
      expectError(await launch('demo-sso', { firstName: 'S'.repeat(101) }), 'badData');
      expectError(await h().call(ssoLogin, { params: { token: 'demo-sso' }, body: ['data'] }), 'badData');
      const notJson = await h().call(ssoLogin, { params: { token: 'demo-sso' }, body: 'data' });
      expectError(notJson, 'badData', { status: 415 });
    });

    it('answers dbValidationFailed when the stored fields of a mapping are corrupt', async () => {
      const practice = await findPracticeByAccountId(h().database.db, 'demo');
      await insertSsoMapping(h().database.db, {
        tokenHash: sha256Hex('corrupt-mapping'),
        practiceId: practice?.id ?? 0,
        config: [{ name: 42 }],
      });
      expectError(await launch('corrupt-mapping', { firstName: 'Sam' }), 'dbValidationFailed');
    });

    it('answers sessionCreationFailed when the session cannot be stored', async () => {
      const repair = await breakInserts(h().database.db, 'sessions');
      try {
        expectError(await launch('demo-sso', { firstName: 'Sam' }), 'sessionCreationFailed');
      } finally {
        await repair();
      }
    });

    it('limits bad tokens per token prefix, not per address: a good token launches from any address', async () => {
      // Ten wrong tokens sharing a prefix, from ten addresses: the eleventh of that prefix waits...
      for (let i = 0; i < 10; i += 1) {
        expectError(await launch(`zzq-guess-${i}`, {}, `10.5.1.${i}`), 'invalidSSOToken');
      }
      const blocked = await launch('zzq-guess-x', {}, '10.5.1.99');
      expectError(blocked, 'tooManyRequests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // ...while a valid token launches, even from an address that sent wrong ones.
      dataOf(await launch('demo-sso', { firstName: 'Sam' }, '10.5.1.1'));
    });
  });
});
