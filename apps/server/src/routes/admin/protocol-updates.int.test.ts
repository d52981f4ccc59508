import { parseContentSetFiles } from '@triage/content';
import { getProtocol, type Protocol, ProtocolData } from '@triage/contracts';
import {
  exportPracticeProtocols,
  exportPracticeQuestionnaires,
  getProtocolEditor,
  importContentSetFile,
  listProtocolUpdates,
  type ProtocolEditorData,
  type ProtocolUpdatesData,
  publishProtocol,
  resolveProtocolUpdate,
  saveProtocolDraft,
  setMedicalDirector,
} from '@triage/contracts/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { as, createTestAdmin, signInAdmin } from '../../testing/admins.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const CONFLICTED = 201; // the practice and the update reword the same question
const CLEAN = 202; // the practice and the update change different questions
const PRACTICE_TEXT = 'Reworded by the practice?';
const UPDATE_TEXT = 'Reworded by the update?';
const CLEAN_TEXT = 'Changed by the update only?';
/** An import reads and writes a whole content set: slow on a busy machine. */
const IMPORT_TIMEOUT = 180_000;

type ContentSetFile = { contentSet: { name: string }; protocols: Protocol[]; dispositions: unknown[] };
type Imported = { status: string; problems: { row: string; message: string }[]; merges: unknown[] };

const questions = (protocol: Protocol) => (protocol.content.dispositions ?? []).flatMap((d) => d.questions);
const texts = (protocol: Protocol) => questions(protocol).map((q) => q.text);

/** The protocol with its n-th question (in disposition order) given a new text. */
function reworded(protocol: Protocol, n: number, text: string): Protocol {
  const copy = structuredClone(protocol);
  const question = questions(copy)[n];
  if (!question) throw new Error(`${protocol.fullId} has no question ${n}`);
  question.text = text;
  return copy;
}

describeApi('the yearly update merged into a practice', { coverage: ERROR_COVERAGE.protocolUpdates }, (h) => {
  let olga = ''; // organization administrator and medical director
  let pat = ''; // practice administrator of demo
  let licensed: ContentSetFile;

  const db = () => h().database.db;
  const editorAt = (id: number) => ({ params: { practiceId: 'demo', contentSet: 'oh_adult', sourceProtocolId: id } });
  const readEditor = async (id: number) =>
    dataOf<ProtocolEditorData>(await h().call(getProtocolEditor, { ...as(pat), ...editorAt(id) }));
  const nurseProtocol = async (practice: string, id: number) =>
    ProtocolData.parse(
      dataOf(
        await h().call(getProtocol, {
          sessionId: await h().signIn(practice),
          params: { contentSetId: 1, protocolId: id },
        }),
      ),
    ).protocol;
  const updates = async () =>
    dataOf<ProtocolUpdatesData>(await h().call(listProtocolUpdates, { ...as(pat), params: { practiceId: 'demo' } }))
      .updates;
  const importFile = (session: string, file: unknown, fileName = 'oh_adult-2027.json') =>
    h().call(importContentSetFile, { ...as(session), body: { fileName, file } });
  const exported = async (practiceId: string) =>
    dataOf<ContentSetFile>(
      await h().call(exportPracticeProtocols, { ...as(olga), params: { practiceId, contentSet: 'oh_adult' } }),
    );

  /** The practice's own version of a protocol, published by the medical director. */
  async function publishPracticeVersion(id: number, n: number, text: string) {
    const editor = await readEditor(id);
    await h().call(saveProtocolDraft, {
      ...as(pat),
      ...editorAt(id),
      body: { baseVersion: editor.version, protocol: reworded(editor.published, n, text) },
    });
    const published = dataOf<{ status: string }>(
      await h().call(publishProtocol, {
        ...as(olga),
        ...editorAt(id),
        body: { baseVersion: editor.version + 1, note: 'Our wording' },
      }),
    );
    expect(published.status).toBe('published');
  }

  beforeAll(async () => {
    const key = h().config.ADMIN_TOTP_KEY ?? '';
    const olgaId = await createTestAdmin(db(), key, {
      email: 'olga.u@demo.example',
      role: 'org-admin',
      organization: 'Demo Practice Group',
    });
    olga = await signInAdmin(h(), olgaId);
    pat = await signInAdmin(
      h(),
      await createTestAdmin(db(), key, {
        email: 'pat.u@demo.example',
        role: 'practice-admin',
        organization: 'Demo Practice Group',
        practice: 'demo',
      }),
    );
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from administrators where email = 'olga.u@demo.example'`,
    );
    await h().call(setMedicalDirector, {
      ...as(olga),
      params: { adminId: Number(row?.id) },
      body: { medicalDirector: true },
    });
    // The licensed content set as a practice without versions gets it: the base of the update file.
    licensed = await exported('demo-embed');
    await publishPracticeVersion(CONFLICTED, 0, PRACTICE_TEXT);
    await publishPracticeVersion(CLEAN, 0, PRACTICE_TEXT);
  }, IMPORT_TIMEOUT);

  /** The update: the conflicted protocol's first question reworded, and each protocol's second changed. */
  function update(): ContentSetFile {
    const file = structuredClone(licensed);
    file.protocols = file.protocols.map((protocol) => {
      if (protocol.sourceProtocolId === CONFLICTED) return reworded(reworded(protocol, 0, UPDATE_TEXT), 1, CLEAN_TEXT);
      if (protocol.sourceProtocolId === CLEAN) return reworded(protocol, 1, CLEAN_TEXT);
      return protocol;
    });
    return file;
  }

  it(
    'checks a file before anything changes: every problem by row, nothing imported',
    async () => {
      const bad = update();
      const [first] = bad.protocols;
      if (!first) throw new Error('no protocols');
      bad.protocols[0] = reworded(first, 0, ' ');
      (bad.protocols[1] as { title?: unknown }).title = 42;
      const answer = dataOf<Imported>(await importFile(olga, bad));
      expect(answer.status).toBe('invalid');
      expect(answer.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ row: 'protocols[1].title' }),
          expect.objectContaining({
            row: expect.stringMatching(/^protocols\[0\]\.content\.dispositions\[\d+\]\.questions\[0\]\.text$/),
            message: 'a question needs text',
          }),
        ]),
      );
      expect(texts(await nurseProtocol('demo-embed', CONFLICTED))).not.toContain(UPDATE_TEXT);
      expect(await updates()).toEqual([]);
      expectError(await importFile(olga, update(), ''), 'missingParams');
      expectError(
        await h().call(importContentSetFile, { ...as(olga), body: { fileName: ['a'], file: update() } }),
        'badData',
      );
      expectError(await importFile(pat, update()), 'unauthorized');
    },
    IMPORT_TIMEOUT,
  );

  it(
    'drafts a clean merge, holds a conflict, and nurses keep the practice version until it is published',
    async () => {
      const answer = dataOf<Imported>(await importFile(olga, update()));
      expect(answer.status).toBe('imported');
      expect(answer.merges).toEqual([
        { practiceId: 'demo', fullId: 'oh_adult201', status: 'held', changes: 1, conflicts: 1 },
        { practiceId: 'demo', fullId: 'oh_adult202', status: 'drafted', changes: 1, conflicts: 0 },
      ]);
      // A practice without versions gets the update at once; demo's nurses keep their published versions.
      expect(texts(await nurseProtocol('demo-embed', CONFLICTED))).toEqual(
        expect.arrayContaining([UPDATE_TEXT, CLEAN_TEXT]),
      );
      for (const id of [CONFLICTED, CLEAN]) {
        const served = texts(await nurseProtocol('demo', id));
        expect(served).toContain(PRACTICE_TEXT);
        expect(served).not.toContain(CLEAN_TEXT);
      }
      // The clean merge is a draft to publish: the practice's wording and the update's change.
      const clean = await readEditor(CLEAN);
      expect(clean.draft && texts(clean.draft)).toEqual(expect.arrayContaining([PRACTICE_TEXT, CLEAN_TEXT]));
      expect(clean.history[0]).toMatchObject({ state: 'draft', by: 'olga.u@demo.example' });

      const listed = await updates();
      expect(listed.map((u) => [u.sourceProtocolId, u.state, u.draftVersion])).toEqual([
        [CONFLICTED, 'held', null],
        [CLEAN, 'drafted', clean.version],
      ]);
      const held = listed[0];
      expect(held?.changes).toEqual([
        expect.objectContaining({
          kind: 'question',
          change: 'changed',
          fields: [expect.objectContaining({ after: CLEAN_TEXT })],
        }),
      ]);
      const original = texts(licensed.protocols.find((p) => p.sourceProtocolId === CONFLICTED) as Protocol)[0];
      expect(held?.conflicts).toEqual([
        expect.objectContaining({
          kind: 'question',
          fields: [{ field: 'text', label: 'text', base: original, ours: PRACTICE_TEXT, theirs: UPDATE_TEXT }],
        }),
      ]);
      const audit = await listAuditEvents(db(), { type: 'admin-change', limit: 5 });
      expect(audit.map((event) => event.outcome)).toEqual(
        expect.arrayContaining([
          'protocol oh_adult201: content update held: 1 conflict to resolve',
          `protocol oh_adult202: draft ${clean.version} saved: content update merged`,
        ]),
      );
    },
    IMPORT_TIMEOUT,
  );

  it(
    'resolves the conflict as picked into a draft that reaches nurses only when published',
    async () => {
      const [held] = await updates();
      if (!held) throw new Error('no held merge');
      const conflict = held.conflicts[0];
      const at = { ...as(pat), params: { practiceId: 'demo', mergeId: held.id } };
      const pick = { kind: conflict?.kind, id: conflict?.id, field: 'text', side: 'theirs' };
      expectError(await h().call(resolveProtocolUpdate, { ...at, body: { picks: [] } }), 'badData');
      expectError(await h().call(resolveProtocolUpdate, { ...at, body: {} }), 'missingParams');
      expectError(
        await h().call(resolveProtocolUpdate, {
          ...at,
          params: { practiceId: 'demo', mergeId: 999999 },
          body: { picks: [pick] },
        }),
        'noProtocol',
      );
      const before = await readEditor(CONFLICTED);
      const resolved = dataOf<{ status: string; draftVersion: number }>(
        await h().call(resolveProtocolUpdate, { ...at, body: { picks: [pick] } }),
      );
      expect(resolved).toMatchObject({ status: 'drafted', draftVersion: before.version + 1 });
      const again = dataOf<{ status: string }>(
        await h().call(resolveProtocolUpdate, { ...at, body: { picks: [pick] } }),
      );
      expect(again.status).toBe('conflict');
      const [audit] = await listAuditEvents(db(), { type: 'admin-change', limit: 1 });
      expect(audit).toMatchObject({
        adminEmail: 'pat.u@demo.example',
        outcome: `protocol oh_adult201: draft ${before.version + 1} saved: content update merged, 1 held item resolved`,
        before: expect.arrayContaining([expect.objectContaining({ text: PRACTICE_TEXT })]),
        after: expect.arrayContaining([expect.objectContaining({ text: UPDATE_TEXT })]),
      });
      expect(texts(await nurseProtocol('demo', CONFLICTED))).toContain(PRACTICE_TEXT);

      const published = dataOf<{ status: string }>(
        await h().call(publishProtocol, {
          ...as(olga),
          ...editorAt(CONFLICTED),
          body: { baseVersion: before.version + 1, note: 'Yearly update' },
        }),
      );
      expect(published.status).toBe('published');
      const served = texts(await nurseProtocol('demo', CONFLICTED));
      expect(served).toEqual(expect.arrayContaining([UPDATE_TEXT, CLEAN_TEXT]));
      expect(served).not.toContain(PRACTICE_TEXT);
      expect((await updates()).map((u) => u.sourceProtocolId)).toEqual([CLEAN]);
    },
    IMPORT_TIMEOUT,
  );

  it(
    "exports the practice's protocols in the import format and as FHIR Questionnaires",
    async () => {
      const file = await exported('demo');
      expect(parseContentSetFiles(file).problems).toEqual([]);
      expect(texts(file.protocols.find((p) => p.sourceProtocolId === CONFLICTED) as Protocol)).toContain(UPDATE_TEXT);
      const bundle = dataOf<{ type: string; entry: { resource: { resourceType: string; version: string } }[] }>(
        await h().call(exportPracticeQuestionnaires, {
          ...as(pat),
          params: { practiceId: 'demo', contentSet: 'oh_adult' },
        }),
      );
      expect(bundle.type).toBe('collection');
      expect(bundle.entry).toHaveLength(file.protocols.length);
      expect(bundle.entry.map((e) => e.resource.version)).toEqual(
        expect.arrayContaining([expect.stringMatching(/-practice-\d+$/)]),
      );
      for (const call of [exportPracticeProtocols, exportPracticeQuestionnaires]) {
        expectError(
          await h().call(call, { ...as(pat), params: { practiceId: 'demo', contentSet: 'nope' } }),
          'noContentSets',
        );
        expectError(
          await h().call(call, { ...as(pat), params: { practiceId: 'demo', contentSet: 'ah_adult' } }),
          'noAccessToContent',
        );
        expectError(
          await h().call(call, { ...as(pat), params: { practiceId: 'demo-ah', contentSet: 'ah_adult' } }),
          'unauthorized',
        );
      }
      expectError(
        await h().call(listProtocolUpdates, { ...as(pat), params: { practiceId: 'demo-ah' } }),
        'unauthorized',
      );
      expectError(
        await h().call(resolveProtocolUpdate, {
          ...as(pat),
          params: { practiceId: 'demo-ah', mergeId: 1 },
          body: { picks: [] },
        }),
        'unauthorized',
      );
    },
    IMPORT_TIMEOUT,
  );
});
