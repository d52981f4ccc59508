import {
  getProtocol,
  getProtocolQuestionnaire,
  listProtocols,
  type Protocol,
  ProtocolData,
  type ProtocolListItem,
} from '@triage/contracts';
import {
  approveProtocolDraft,
  getProtocolEditor,
  type ProtocolEditorData,
  publishProtocol,
  restoreProtocolVersion,
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

  it('restores a published version as a new draft, audited, that reaches nurses only when published', async () => {
    const nurse = await h().signIn('demo');
    // A later version without the local question, published.
    const v3 = await read(pat);
    const later = structuredClone(v3.published);
    for (const d of later.content.dispositions ?? [])
      d.questions = d.questions.filter((q) => q.text !== LOCAL_QUESTION);
    await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: v3.version, protocol: later } });
    const laterPublished = dataOf<Publish>(
      await h().call(publishProtocol, {
        ...at(olga),
        body: { baseVersion: v3.version + 1, note: 'Local question dropped' },
      }),
    );
    expect(laterPublished.status).toBe('published');
    const latest = laterPublished.editor.version;
    expect(questionTexts(await nurseProtocol(nurse))).not.toContain(LOCAL_QUESTION);

    const restore = (body: Record<string, unknown>, session = pat) =>
      h().call(restoreProtocolVersion, { ...at(session), body });
    // Only a published version, on the latest version.
    expectError(await restore({ baseVersion: latest, version: 2 }), 'badData');
    expectError(await restore({ baseVersion: latest, version: 99 }), 'badData');
    expectError(await restore({ baseVersion: latest }), 'missingParams');
    expect(dataOf<{ status: string }>(await restore({ baseVersion: latest - 1, version: 3 })).status).toBe('conflict');

    const restored = dataOf<{ status: string; editor: ProtocolEditorData }>(
      await restore({ baseVersion: latest, version: 3 }),
    );
    expect(restored.status).toBe('restored');
    expect(restored.editor.version).toBe(latest + 1);
    expect(restored.editor.history[0]).toMatchObject({ version: latest + 1, state: 'draft', by: 'pat.p@demo.example' });
    expect(questionTexts(restored.editor.draft as Protocol)).toContain(LOCAL_QUESTION);
    expect(restored.editor.changes.map((c) => [c.kind, c.change, c.label])).toEqual([
      ['question', 'added', `Question '${LOCAL_QUESTION}'`],
    ]);
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'pat.p@demo.example',
      outcome: `protocol oh_adult201: draft ${latest + 1} saved: version 3 restored`,
      after: [expect.objectContaining({ item: `Question '${LOCAL_QUESTION}'`, change: 'added' })],
    });
    // A draft: the nurse keeps the published version until it is published.
    expect(questionTexts(await nurseProtocol(nurse))).not.toContain(LOCAL_QUESTION);
    const published = dataOf<Publish>(
      await h().call(publishProtocol, { ...at(olga), body: { baseVersion: latest + 1, note: 'Back to version 3' } }),
    );
    expect(published.status).toBe('published');
    const served = await nurseProtocol(nurse);
    expect(questionTexts(served)).toContain(LOCAL_QUESTION);
    expect(served.practiceVersion).toBe(latest + 2);

    // Out of scope, unknown protocol, content not entitled.
    const other = (over: Record<string, unknown>) => ({
      ...as(pat),
      params: { practiceId: 'demo', ...PROTOCOL, ...over },
      body: { baseVersion: 0, version: 1 },
    });
    expectError(await h().call(restoreProtocolVersion, other({ practiceId: 'demo-ah' })), 'unauthorized');
    expectError(await h().call(restoreProtocolVersion, other({ sourceProtocolId: 987_654 })), 'noProtocol');
    const ahKey = await h().database.db.execute(
      sql`select source_protocol_id as id from protocols where content_set_id = (select id from content_sets where name = 'ah_adult') limit 1`,
    );
    const ahProtocol = Number((ahKey as unknown as { rows: { id: number }[] }).rows[0]?.id);
    expectError(
      await h().call(restoreProtocolVersion, other({ contentSet: 'ah_adult', sourceProtocolId: ahProtocol })),
      'noAccessToContent',
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

  it('under two-person review, publishes only the exact draft a second medical director approved, audited', async () => {
    const db = h().database.db;
    const nurse = await h().signIn('demo');
    const patRows = await db.execute(sql`select id from administrators where email = 'pat.p@demo.example'`);
    const patId = Number((patRows as unknown as { rows: { id: number }[] }).rows[0]?.id);
    await h().call(setMedicalDirector, { ...as(olga), params: { adminId: patId }, body: { medicalDirector: true } });
    await db.execute(
      sql`update practices set options = coalesce(options, '{}'::jsonb) || '{"protocolTwoPersonReview": true}'::jsonb where practice_id = 'demo'`,
    );
    const approve = (session: string, baseVersion: unknown) =>
      h().call(approveProtocolDraft, { ...at(session), body: { baseVersion } });
    const publish = (session: string, baseVersion: number) =>
      h().call(publishProtocol, { ...at(session), body: { baseVersion, note: 'Reviewed' } });
    const reworded = (protocol: Protocol, text: string) => {
      const draft = structuredClone(protocol);
      const first = draft.content.dispositions?.[0]?.questions[0];
      if (first) first.text = text;
      return draft;
    };

    const before = await read(pat);
    expect(before).toMatchObject({ review: true, approvedBy: null, canApprove: false });
    await h().call(saveProtocolDraft, {
      ...at(pat),
      body: { baseVersion: before.version, protocol: reworded(before.published, 'Reviewed wording?') },
    });
    const draft = before.version + 1;
    expect((await read(pat)).canApprove).toBe(false); // its author
    expect((await read(olga)).canApprove).toBe(true);
    // Not approved: the author, a medical director, cannot publish it, nor approve it.
    expect(dataOf<Publish>(await publish(pat, draft)).status).toBe('awaiting-approval');
    expectError(await approve(pat, draft), 'unauthorized');
    expect(questionTexts(await nurseProtocol(nurse))).not.toContain('Reviewed wording?');

    expect(dataOf<{ status: string }>(await approve(olga, draft - 1)).status).toBe('conflict');
    const approved = dataOf<{ status: string; editor: ProtocolEditorData }>(await approve(olga, draft));
    expect(approved.status).toBe('approved');
    expect(approved.editor).toMatchObject({ version: draft + 1, approvedBy: 'olga.p@demo.example', canApprove: false });
    expect(approved.editor.history[0]).toMatchObject({ state: 'approved', by: 'olga.p@demo.example' });
    expect(questionTexts(approved.editor.draft as Protocol)).toContain('Reviewed wording?');
    expect(await lastAudit()).toMatchObject({
      adminEmail: 'olga.p@demo.example',
      outcome: `protocol oh_adult201: draft ${draft} approved`,
      after: [expect.objectContaining({ text: 'Reviewed wording?' })],
    });

    // Changed after its approval: approval again.
    await h().call(saveProtocolDraft, {
      ...at(pat),
      body: { baseVersion: draft + 1, protocol: reworded(before.published, 'Reviewed wording, changed?') },
    });
    const changed = await read(olga);
    expect(changed).toMatchObject({ version: draft + 2, approvedBy: null, canApprove: true });
    expect(dataOf<Publish>(await publish(pat, draft + 2)).status).toBe('awaiting-approval');
    await approve(olga, draft + 2);
    const published = dataOf<Publish>(await publish(pat, draft + 3));
    expect(published.status).toBe('published');
    expect(questionTexts(await nurseProtocol(nurse))).toContain('Reviewed wording, changed?');

    // Nothing to approve; no base; unknown protocol; content not entitled; review off.
    expectError(await approve(olga, published.editor.version), 'badData');
    expectError(await h().call(approveProtocolDraft, { ...at(olga), body: {} }), 'missingParams');
    const elsewhere = (over: Record<string, unknown>) => ({
      ...as(olga),
      params: { practiceId: 'demo', ...PROTOCOL, ...over },
      body: { baseVersion: 0 },
    });
    expectError(await h().call(approveProtocolDraft, elsewhere({ sourceProtocolId: 987_654 })), 'noProtocol');
    const ahKey = await db.execute(
      sql`select source_protocol_id as id from protocols where content_set_id = (select id from content_sets where name = 'ah_adult') limit 1`,
    );
    const ahProtocol = Number((ahKey as unknown as { rows: { id: number }[] }).rows[0]?.id);
    expectError(
      await h().call(approveProtocolDraft, elsewhere({ contentSet: 'ah_adult', sourceProtocolId: ahProtocol })),
      'noAccessToContent',
    );
    await db.execute(
      sql`update practices set options = options - 'protocolTwoPersonReview' where practice_id = 'demo'`,
    );
    expectError(await approve(olga, published.editor.version), 'badData');
  });

  it('keeps every version immutable', async () => {
    await expect(
      h().database.db.execute(sql`update practice_protocol_versions set note = 'changed'`),
    ).rejects.toThrow();
  });
});
