import { listProtocolNotes, validateSession, watchPractice } from '@triage/contracts';
import {
  getPracticeSettings,
  getProtocolNotes,
  savePracticeSettings,
  saveProtocolNotes,
} from '@triage/contracts/admin';
import { beforeAll, expect, it } from 'vitest';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

interface Settings {
  options: Record<string, unknown>;
  version: number;
  lastChange: { by: string; at: string } | null;
  protocols: { sourceProtocolId: number; title: string }[];
}

describeApi('the console Settings: practice options', { coverage: ERROR_COVERAGE.adminSettings }, (h) => {
  let olga = '';
  let oscar = '';

  const read = async (id: string) => dataOf<Settings>(await h().call(getPracticeSettings, as(id)));
  const save = (id: string, baseVersion: number, options: unknown) =>
    h().call(savePracticeSettings, { ...as(id), body: { baseVersion, options } });

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    const org = { role: 'org-admin' as const, organization: 'Demo Practice Group' };
    olga = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'olga.s@demo.example', ...org }));
    oscar = await signInAdmin(h(), await createTestAdmin(db, key, { email: 'oscar.s@demo.example', ...org }));
  });

  it("reads the options with their version and the practice's protocols", async () => {
    const settings = await read(olga);
    expect(settings.version).toBe(0);
    expect(settings.lastChange).toBeNull();
    expect(settings.options).toMatchObject({ careAdviceMode: expect.any(String) });
    expect(settings.protocols.length).toBeGreaterThan(5);
  });

  it("saves, audits with the administrator in the same transaction, and the nurses' account follows", async () => {
    const nurse = await h().signIn('demo');
    const { changedAt } = dataOf<{ changedAt: string }>(await h().call(watchPractice, { sessionId: nurse }));
    const waiting = h().call(watchPractice, { sessionId: nurse, query: { since: changedAt } });
    const before = await read(olga);
    h().clock.advance(1_000);
    const saved = dataOf<{ status: string; version: number }>(
      await save(olga, before.version, {
        ...before.options,
        careAdviceMode: 'detailed',
        questionChoiceDisplay: 'yesAndNo',
      }),
    );
    expect(saved).toMatchObject({ status: 'saved', version: 1 });
    const woke = dataOf<{ changedAt: string }>(await waiting);
    expect(woke.changedAt).not.toBe(changedAt);
    const account = dataOf<{ account: { options: Record<string, unknown> } }>(
      await h().call(validateSession, { sessionId: nurse }),
    );
    expect(account.account.options).toMatchObject({ careAdviceMode: 'detailed', questionChoiceDisplay: 'yesAndNo' });
    const [event] = await listAuditEvents(h().database.db, { type: 'admin-change', limit: 1 });
    expect(event).toMatchObject({
      practiceId: 'demo',
      adminEmail: 'olga.s@demo.example',
      subject: 'options',
      outcome: 'options: saved',
      before: expect.objectContaining({ careAdviceMode: before.options.careAdviceMode }),
      after: expect.objectContaining({ careAdviceMode: 'detailed' }),
    });
  });

  it('refuses a save based on an older version as a conflict naming who changed it, and keeps their change', async () => {
    const current = await read(oscar);
    const stale = current.version - 1;
    const conflict = dataOf<{ status: string; lastChange: { by: string } }>(
      await save(oscar, stale, { ...current.options, careAdviceMode: 'simple' }),
    );
    expect(conflict).toMatchObject({
      status: 'conflict',
      version: current.version,
      lastChange: { by: 'olga.s@demo.example' },
    });
    expect((await read(olga)).options.careAdviceMode).toBe('detailed');
  });

  it('refuses bad options field by field: an enumeration, an origin with a path, a protocol of no content set', async () => {
    const { options, version } = await read(olga);
    const bad = expectError(await save(olga, version, { ...options, careAdviceMode: 'loud' }), 'badData');
    expect(bad.error.technical).toContain('careAdviceMode');
    const origin = expectError(
      await save(olga, version, {
        ...options,
        callSummaryOptions: { originWhitelist: ['https://ehr.example.org/page'] },
      }),
      'badData',
    );
    expect(origin.error.technical).toContain('callSummaryOptions/originWhitelist/0');
    const columbia = expectError(
      await save(olga, version, { ...options, columbiaScaleProtocols: [987654] }),
      'badData',
    );
    expect(columbia.error.technical).toContain('columbiaScaleProtocols: not protocols of this practice: 987654');
    expectError(await h().call(savePracticeSettings, { ...as(olga), body: { options } }), 'missingParams');
    expectError(
      await h().call(savePracticeSettings, { params: { practiceId: 'demo' }, body: { baseVersion: version, options } }),
      'unauthorized',
    );
    expectError(
      await h().call(getPracticeSettings, { ...as(olga), params: { practiceId: 'x'.repeat(101) } }),
      'unauthorized',
    );
    expectError(
      await h().call(watchPractice, { sessionId: await h().signIn('demo'), query: { since: 'x'.repeat(41) } }),
      'badData',
    );
    expectError(await h().call(watchPractice, {}), 'unauthorized');
    expect((await read(olga)).version).toBe(version);
  });

  it('obeys the command line’s call-summary rules: exact https origins (http only for loopback), a known summary version, origins for postMessage', async () => {
    const { options, version } = await read(olga);
    const refused = async (callSummaryOptions: unknown, field: string) => {
      const answer = expectError(await save(olga, version, { ...options, callSummaryOptions }), 'badData');
      expect(answer.error.technical).toContain(field);
    };
    await refused({ originWhitelist: ['http://ehr.example.org'] }, 'callSummaryOptions/originWhitelist/0');
    await refused({ originWhitelist: ['ehr.example.org'] }, 'callSummaryOptions/originWhitelist/0');
    await refused({ originWhitelist: ['https://ehr.example.org', 'https://*.example.org'] }, 'originWhitelist/1');
    await refused({ version: '20991231' }, 'callSummaryOptions/version');
    await refused({ method: 'postMessage' }, 'callSummaryOptions/originWhitelist');
    await refused({ method: 'postMessage', originWhitelist: [] }, 'callSummaryOptions/originWhitelist');
    expect((await read(olga)).version).toBe(version);
    const good = {
      method: 'postMessage',
      version: '20240701',
      originWhitelist: ['https://ehr.example.org', 'http://localhost:3100'],
    };
    expect(dataOf(await save(olga, version, { ...options, callSummaryOptions: good }))).toMatchObject({
      status: 'saved',
    });
    expect((await read(olga)).options.callSummaryOptions).toEqual(good);
  });

  it("gives the nurses the practice's protocol notes", async () => {
    const nurse = await h().signIn('demo');
    const { notes } = dataOf<{ notes: { protocolId: number; protocolNote: string }[] }>(
      await h().call(listProtocolNotes, { sessionId: nurse }),
    );
    expect(notes).toEqual([expect.objectContaining({ contentSet: 'oh_adult', protocolId: 201 })]);
    expectError(await h().call(listProtocolNotes, {}), 'unauthorized');
  });

  it("saves protocol notes against their version; the nurses' list and the full protocol carry them", async () => {
    const read = dataOf<{ notes: unknown[]; version: number; protocols: { contentSet: string }[] }>(
      await h().call(getProtocolNotes, as(olga)),
    );
    expect(read.protocols.map((p) => p.contentSet)).toContain('oh_adult');
    const note = {
      contentSet: 'oh_adult',
      protocolId: 201,
      protocolNote: null,
      questionsNote: 'Ask about the pain scale first.',
      caNote: null,
    };
    const saved = dataOf<{ status: string }>(
      await h().call(saveProtocolNotes, { ...as(olga), body: { baseVersion: read.version, notes: [note] } }),
    );
    expect(saved.status).toBe('saved');
    const stale = dataOf<{ status: string }>(
      await h().call(saveProtocolNotes, { ...as(oscar), body: { baseVersion: read.version, notes: [] } }),
    );
    expect(stale.status).toBe('conflict');
    const nurse = await h().signIn('demo');
    const { notes } = dataOf<{ notes: unknown[] }>(await h().call(listProtocolNotes, { sessionId: nurse }));
    expect(notes).toEqual([note]);
    expectError(await h().call(saveProtocolNotes, { ...as(olga), body: { notes: [] } }), 'missingParams');
    expectError(
      await h().call(saveProtocolNotes, {
        ...as(olga),
        body: { baseVersion: 1, notes: [{ contentSet: 'oh_adult', protocolId: 'x' }] },
      }),
      'badData',
    );
    expectError(
      await h().call(saveProtocolNotes, { params: { practiceId: 'demo' }, body: { baseVersion: 1, notes: [] } }),
      'unauthorized',
    );
    expectError(await h().call(getProtocolNotes, { params: { practiceId: 'demo' } }), 'unauthorized');
  });

  it('saves the C-SSRS protocols chosen from the practice protocols', async () => {
    const { options, version, protocols } = await read(olga);
    const chosen = protocols.slice(0, 2).map((p) => p.sourceProtocolId);
    dataOf(await save(olga, version, { ...options, columbiaScaleProtocols: chosen }));
    expect((await read(olga)).options.columbiaScaleProtocols).toEqual(chosen);
  });

  it("saves the reports' time zone when it is one, and refuses a name that is not", async () => {
    const { options, version } = await read(olga);
    const bad = expectError(await save(olga, version, { ...options, timeZone: 'Mars/Olympus_Mons' }), 'badData');
    expect(bad.error.technical).toContain('timeZone');
    dataOf(await save(olga, version, { ...options, timeZone: 'America/Denver' }));
    expect((await read(olga)).options.timeZone).toBe('America/Denver');
  });

  it('keeps the licensing options the operator’s: enforceSubscriptions sent back unchanged passes, changed is refused', async () => {
    const { options, version } = await read(olga);
    const enforced = options.enforceSubscriptions;
    const refused = expectError(
      await save(olga, version, { ...options, enforceSubscriptions: enforced !== true }),
      'badData',
    );
    expect(refused.error.technical).toContain('enforceSubscriptions');
    const { enforceSubscriptions: _left, ...without } = options;
    dataOf(await save(olga, version, without));
    expect((await read(olga)).options.enforceSubscriptions).toBe(enforced);
  });
});
