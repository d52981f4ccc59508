import {
  getProtocol,
  getProtocolQuestionnaire,
  listProtocols,
  type Protocol,
  ProtocolData,
  type ProtocolListItem,
} from '@triage/contracts';
import {
  getProtocolEditor,
  type ProtocolEditorData,
  publishProtocol,
  saveProtocolDraft,
  setMedicalDirector,
} from '@triage/contracts/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const PROTOCOL = { contentSet: 'oh_adult', sourceProtocolId: 201 };
const NURSE_PARAMS = { contentSetId: 1, protocolId: 201 };
const LOCAL_QUESTION = 'Is the patient on our anticoagulation clinic list?';

type Publish = { status: string; problems: string[]; editor: ProtocolEditorData };

describeApi('the protocol editor', { coverage: ERROR_COVERAGE.protocolEditor }, (h) => {
  let olga = ''; // organization administrator, made a medical director
  let pat = ''; // practice administrator of demo
  let olgaId = 0;

  const lastAudit = async () => (await listAuditEvents(h().database.db, { type: 'admin-change', limit: 1 }))[0];
  const at = (session: string) => ({ ...as(session), params: { practiceId: 'demo', ...PROTOCOL } });
  const read = async (session: string) => dataOf<ProtocolEditorData>(await h().call(getProtocolEditor, at(session)));
  const nurseProtocol = async (nurse: string) =>
    ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: nurse, params: NURSE_PARAMS }))).protocol;
  const questionTexts = (protocol: Protocol) =>
    (protocol.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.text));

  /** The published protocol with its first question reworded and a local question in its last disposition. */
  function edited(published: Protocol, localText: string): Protocol {
    const draft = structuredClone(published);
    const dispositions = draft.content.dispositions ?? [];
    const first = dispositions[0]?.questions[0];
    if (first) first.text = 'Reworded by the practice?';
    dispositions.at(-1)?.questions.push({ id: -201001, text: localText, selected: null, advice: [] });
    return draft;
  }

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const db = h().database.db;
    olga = await signInAdmin(
      h(),
      await createTestAdmin(db, key, {
        email: 'olga.p@demo.example',
        role: 'org-admin',
        organization: 'Demo Practice Group',
      }),
    );
    pat = await signInAdmin(
      h(),
      await createTestAdmin(db, key, {
        email: 'pat.p@demo.example',
        role: 'practice-admin',
        organization: 'Demo Practice Group',
        practice: 'demo',
      }),
    );
    const rows = await db.execute(sql`select id from administrators where email = 'olga.p@demo.example'`);
    olgaId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
  });

  it('lets only an organization administrator grant the medical-director role, audited', async () => {
    expectError(
      await h().call(setMedicalDirector, { ...as(pat), params: { adminId: olgaId }, body: { medicalDirector: true } }),
      'unauthorized',
    );
    expectError(
      await h().call(setMedicalDirector, {
        ...as(olga),
        params: { adminId: olgaId },
        body: { medicalDirector: 'yes' },
      }),
      'badData',
    );
    const granted = dataOf<{ administrator: { medicalDirector: boolean } }>(
      await h().call(setMedicalDirector, { ...as(olga), params: { adminId: olgaId }, body: { medicalDirector: true } }),
    );
    expect(granted.administrator.medicalDirector).toBe(true);
    expect(await lastAudit()).toMatchObject({
      outcome: 'administrator: medical director granted',
      before: expect.objectContaining({ medicalDirector: false }),
      after: expect.objectContaining({ medicalDirector: true }),
    });
  });

  it('keeps a draft from nurses, blocks its publish on the content check, publishes it fixed', async () => {
    const nurse = await h().signIn('demo');
    const licensed = await nurseProtocol(nurse);
    const first = await read(pat);
    expect(first).toMatchObject({ version: 0, draft: null, changes: [], history: [], canPublish: false });
    expect(first.published).toEqual(licensed);

    // A draft whose local question has no text yet.
    const saved = dataOf<{ status: string; editor: ProtocolEditorData }>(
      await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: 0, protocol: edited(licensed, ' ') } }),
    );
    expect(saved.status).toBe('saved');
    expect(saved.editor).toMatchObject({
      version: 1,
      history: [{ version: 1, state: 'draft', by: 'pat.p@demo.example' }],
    });
    expect(saved.editor.changes.map((c) => [c.kind, c.change])).toEqual([
      ['question', 'changed'],
      ['question', 'added'],
    ]);
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'pat.p@demo.example',
      subject: 'protocol oh_adult201',
      outcome: 'protocol oh_adult201: draft 1 saved',
      after: expect.arrayContaining([expect.objectContaining({ text: 'Reworded by the practice?' })]),
    });

    // Nurses never get a draft.
    expect(await nurseProtocol(nurse)).toEqual(licensed);
    expect(questionTexts(await nurseProtocol(await h().signIn('demo')))).not.toContain('Reworded by the practice?');

    // Publishing needs the medical-director role, then passes the content check.
    expectError(
      await h().call(publishProtocol, { ...at(pat), body: { baseVersion: 1, note: 'Local question' } }),
      'unauthorized',
    );
    const blocked = dataOf<Publish>(
      await h().call(publishProtocol, { ...at(olga), body: { baseVersion: 1, note: 'Local question' } }),
    );
    expect(blocked.status).toBe('blocked');
    expect(blocked.problems).toEqual([
      expect.stringMatching(/^A question with no text \(id -201001\) in '.+': text: a question needs text$/),
    ]);
    expect(blocked.editor.version).toBe(1);
    expect(await nurseProtocol(nurse)).toEqual(licensed);

    // Fixed in a second draft, published with its change note.
    await h().call(saveProtocolDraft, {
      ...at(pat),
      body: { baseVersion: 1, protocol: edited(licensed, LOCAL_QUESTION) },
    });
    expectError(await h().call(publishProtocol, { ...at(olga), body: { baseVersion: 2 } }), 'missingParams');
    const published = dataOf<Publish>(
      await h().call(publishProtocol, { ...at(olga), body: { baseVersion: 2, note: 'Our anticoagulation clinic' } }),
    );
    expect(published).toMatchObject({ status: 'published', problems: [] });
    expect(published.editor).toMatchObject({ version: 3, draft: null, changes: [] });
    expect(published.editor.history.map((v) => [v.version, v.state, v.note])).toEqual([
      [3, 'published', 'Our anticoagulation clinic'],
      [2, 'draft', null],
      [1, 'draft', null],
    ]);
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'olga.p@demo.example',
      outcome: 'protocol oh_adult201: version 3 published: Our anticoagulation clinic',
      after: expect.arrayContaining([
        expect.objectContaining({ item: `Question '${LOCAL_QUESTION}'`, change: 'added' }),
      ]),
    });

    // The nurse's next protocol load (same session) serves the published version; so does the list.
    const served = await nurseProtocol(nurse);
    expect(questionTexts(served)).toEqual(expect.arrayContaining(['Reworded by the practice?', LOCAL_QUESTION]));
    expect(served).toEqual(published.editor.published);
    // It carries its version's number (the note and the Bundle name it); the licensed one has none.
    expect(served.practiceVersion).toBe(3);
    expect(licensed.practiceVersion ?? null).toBeNull();
    const list = dataOf<{ protocols: ProtocolListItem[] }>(await h().call(listProtocols, { sessionId: nurse }));
    expect(list.protocols.find((p) => p.fullId === 'oh_adult201')?.practiceVersion).toBe(3);
    // Its Questionnaire is the practice's version, the one a call's response points at.
    const questionnaire = dataOf<{ version: string; item: { text: string }[] }>(
      await h().call(getProtocolQuestionnaire, { sessionId: nurse, params: NURSE_PARAMS }),
    );
    expect(questionnaire.version).toBe(`${licensed.version ?? licensed.contentSet.version}-practice-3`);
    expect(questionnaire.item.map((item) => item.text)).toContain(LOCAL_QUESTION);
    // Another practice entitled to the same content keeps the licensed protocol.
    expect(await nurseProtocol(await h().signIn('demo-embed'))).toEqual(licensed);
  });

  it('refuses a save or publish based on an older version as a conflict, changing nothing', async () => {
    const current = await read(pat);
    const stale = dataOf<{ status: string; editor: ProtocolEditorData }>(
      await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: 1, protocol: current.published } }),
    );
    expect(stale).toMatchObject({ status: 'conflict', editor: { version: current.version } });
    const publish = dataOf<Publish>(
      await h().call(publishProtocol, { ...at(olga), body: { baseVersion: 1, note: 'x' } }),
    );
    expect(publish.status).toBe('conflict');
    expectError(
      await h().call(publishProtocol, {
        ...at(olga),
        body: { baseVersion: current.version, note: 'Nothing to publish' },
      }),
      'badData',
    );
  });

  it('refuses a draft of another protocol, unknown protocols, content not entitled and practices out of scope', async () => {
    const current = await read(pat);
    const other = { ...current.published, id: 999_999 };
    expectError(
      await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: current.version, protocol: other } }),
      'badData',
    );
    const params = (over: Record<string, unknown>, session = pat) => ({
      ...as(session),
      params: { practiceId: 'demo', ...PROTOCOL, ...over },
    });
    expectError(await h().call(getProtocolEditor, params({ sourceProtocolId: 987_654 })), 'noProtocol');
    expectError(
      await h().call(saveProtocolDraft, {
        ...params({ contentSet: 'no_such_set' }),
        body: { baseVersion: 0, protocol: other },
      }),
      'noProtocol',
    );
    expectError(
      await h().call(publishProtocol, {
        ...params({ sourceProtocolId: 987_654 }, olga),
        body: { baseVersion: 0, note: 'x' },
      }),
      'noProtocol',
    );
    const ahKey = await h().database.db.execute(
      sql`select source_protocol_id as id from protocols where content_set_id = (select id from content_sets where name = 'ah_adult') limit 1`,
    );
    const ahProtocol = Number((ahKey as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const ah = params({ contentSet: 'ah_adult', sourceProtocolId: ahProtocol });
    expectError(await h().call(getProtocolEditor, ah), 'noAccessToContent');
    expectError(
      await h().call(saveProtocolDraft, { ...ah, body: { baseVersion: 0, protocol: other } }),
      'noAccessToContent',
    );
    expectError(
      await h().call(publishProtocol, {
        ...params({ contentSet: 'ah_adult', sourceProtocolId: ahProtocol }, olga),
        body: { baseVersion: 0, note: 'x' },
      }),
      'noAccessToContent',
    );
    expectError(await h().call(getProtocolEditor, params({ practiceId: 'demo-ah' })), 'unauthorized');
    expectError(
      await h().call(saveProtocolDraft, {
        ...params({ practiceId: 'demo-ah' }),
        body: { baseVersion: 0, protocol: other },
      }),
      'unauthorized',
    );
    expectError(await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: 0 } }), 'missingParams');
  });

  it('keeps every version immutable', async () => {
    await expect(
      h().database.db.execute(sql`update practice_protocol_versions set note = 'changed'`),
    ).rejects.toThrow();
  });
});
