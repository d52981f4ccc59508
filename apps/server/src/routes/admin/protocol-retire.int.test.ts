import {
  getProtocol,
  listPracticeProtocols,
  listProtocols,
  type Protocol,
  ProtocolData,
  type ProtocolListItem,
} from '@triage/contracts';
import {
  approveProtocolDraft,
  getProtocolEditor,
  listPendingProtocolDrafts,
  type PendingProtocolDrafts,
  type ProtocolEditorData,
  publishProtocol,
  retireProtocol,
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
const LOCAL_TOPIC = "Our anticoagulation clinic's advice";

type Publish = { status: string; problems: string[]; editor: ProtocolEditorData };

describeApi(
  'the protocol editor: the rest of the protocol, retiring, drafts waiting',
  { coverage: ERROR_COVERAGE.protocolRetire },
  (h) => {
    let olga = ''; // organization administrator, a medical director
    let pat = ''; // practice administrator of demo, not one

    const lastAudit = async () => (await listAuditEvents(h().database.db, { type: 'admin-change', limit: 1 }))[0];
    const at = (session: string, over: Record<string, unknown> = {}) => ({
      ...as(session),
      params: { practiceId: 'demo', ...PROTOCOL, ...over },
    });
    const read = async (session: string) => dataOf<ProtocolEditorData>(await h().call(getProtocolEditor, at(session)));
    const nurseProtocol = async (nurse: string) =>
      ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: nurse, params: NURSE_PARAMS }))).protocol;
    const listed = async (nurse: string) => {
      const all = dataOf<{ protocols: ProtocolListItem[] }>(await h().call(listProtocols, { sessionId: nurse }));
      const own = dataOf<{ protocols: ProtocolListItem[] }>(
        await h().call(listPracticeProtocols, { sessionId: nurse, params: { practiceId: 'demo' } }),
      );
      return [all, own].map((list) => list.protocols.some((p) => p.fullId === 'oh_adult201'));
    };
    const save = async (base: number, protocol: Protocol) =>
      dataOf<{ status: string; editor: ProtocolEditorData }>(
        await h().call(saveProtocolDraft, { ...at(pat), body: { baseVersion: base, protocol } }),
      );
    const publish = async (base: number, note: string) =>
      dataOf<Publish>(await h().call(publishProtocol, { ...at(olga), body: { baseVersion: base, note } }));

    beforeAll(async () => {
      const key = h().config.ADMIN_TOTP_KEY ?? '';
      const db = h().database.db;
      const olgaAccount = await createTestAdmin(db, key, {
        email: 'olga.r@demo.example',
        role: 'org-admin',
        organization: 'Demo Practice Group',
      });
      olga = await signInAdmin(h(), olgaAccount);
      pat = await signInAdmin(
        h(),
        await createTestAdmin(db, key, {
          email: 'pat.r@demo.example',
          role: 'practice-admin',
          organization: 'Demo Practice Group',
          practice: 'demo',
        }),
      );
      const rows = await db.execute(sql`select id from administrators where email = 'olga.r@demo.example'`);
      const olgaId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
      await h().call(setMedicalDirector, { ...as(olga), params: { adminId: olgaId }, body: { medicalDirector: true } });
    });

    it('saves and publishes question positions and advice links, dispositions, care advice, reasons to call back and background; the check names a bad topic', async () => {
      const nurse = await h().signIn('demo');
      const start = await read(pat);
      const licensed = start.published;
      const draft = structuredClone(licensed);
      const first = draft.content.dispositions?.find((d) => d.questions.length >= 2);
      if (!first) throw new Error('the demo protocol has a disposition with two questions');
      const [q1, q2, ...rest] = first.questions;
      if (!q1 || !q2) throw new Error('two questions');
      first.questions = [q2, q1, ...rest];
      const absent = start.dispositions.find(
        (d) => !(draft.content.dispositions ?? []).some((own) => own.id === d.id) && d.dispositionLevelId === 2,
      );
      if (!absent) throw new Error('the dispositions list has a level-2 disposition the protocol lacks');
      // Present with a local question (a disposition without questions does not pass the check).
      draft.content.dispositions?.push({
        ...absent,
        questions: [
          {
            id: -201001,
            text: 'Is the patient on our anticoagulation clinic list?',
            selected: null,
            advice: [-201001],
          },
        ],
      });
      const section = draft.content.adviceSections[0];
      const topic = section?.adviceTopics.find((t) => !t.isReasonsToCallBack);
      const callBack = draft.content.adviceSections.flatMap((s) => s.adviceTopics).find((t) => t.isReasonsToCallBack);
      if (!section || !topic || !callBack)
        throw new Error('the demo protocol has care advice and reasons to call back');
      topic.adviceNuggets[0] = { text: '<p>Rest, and drink <b>plenty</b> of fluids.</p>', selected: false };
      callBack.adviceNuggets.push({
        text: 'You are on our anticoagulation clinic list and you bleed.',
        selected: false,
      });
      draft.content.background = '<p>Reviewed by our medical director.</p>';
      // A local topic left empty, advice with a script in it, and a link from a question to the topic.
      section.adviceTopics.push({
        id: -201001,
        title: '',
        selected: false,
        active: false,
        isReasonsToCallBack: false,
        adviceNuggets: [],
        edited: false,
        added: false,
      });
      first.questions[1] = { ...q1, advice: [...q1.advice, -201001] };
      const unsafe = structuredClone(draft);
      const unsafeTopic = unsafe.content.adviceSections[0]?.adviceTopics.find((t) => t.id === topic.id);
      if (unsafeTopic) unsafeTopic.adviceNuggets[1] = { text: '<img src=x onerror="alert(1)">', selected: false };

      const saved = await save(start.version, unsafe);
      expect(saved.status).toBe('saved');
      expect(saved.editor.changes.map((c) => [c.kind, c.change])).toEqual(
        expect.arrayContaining([
          ['protocol', 'changed'],
          ['disposition', 'added'],
          ['question', 'added'],
          ['question', 'changed'],
          ['topic', 'changed'],
          ['topic', 'added'],
        ]),
      );
      const blocked = await publish(saved.editor.version, 'Care advice');
      expect(blocked.status).toBe('blocked');
      expect(blocked.problems).toEqual(
        expect.arrayContaining([
          'A care advice topic with no title (id -201001): an advice topic needs a title',
          'A care advice topic with no title (id -201001): advice topic has no nuggets',
          expect.stringMatching(new RegExp(`^Care advice topic '${topic.title}': advice 2: .*onerror`)),
        ]),
      );
      expect(await nurseProtocol(nurse)).toEqual(licensed);

      // Fixed: the topic written, the unsafe advice gone.
      const local = section.adviceTopics.at(-1);
      if (local)
        Object.assign(local, { title: LOCAL_TOPIC, adviceNuggets: [{ text: 'Call the clinic.', selected: false }] });
      const fixed = await save(saved.editor.version, draft);
      const published = await publish(fixed.editor.version, 'Care advice and order');
      expect(published).toMatchObject({ status: 'published', problems: [] });
      const served = await nurseProtocol(nurse);
      const servedFirst = served.content.dispositions?.find((d) => d.id === first.id);
      expect(servedFirst?.questions.slice(0, 2).map((q) => q.id)).toEqual([q2.id, q1.id]);
      expect(servedFirst?.questions[1]?.advice).toContain(-201001);
      expect(served.content.dispositions?.some((d) => d.id === absent.id)).toBe(true);
      const topics = served.content.adviceSections.flatMap((s) => s.adviceTopics);
      expect(topics.find((t) => t.id === -201001)?.title).toBe(LOCAL_TOPIC);
      expect(topics.find((t) => t.id === topic.id)?.adviceNuggets[0]?.text).toBe(
        '<p>Rest, and drink <b>plenty</b> of fluids.</p>',
      );
      expect(topics.find((t) => t.id === callBack.id)?.adviceNuggets.at(-1)?.text).toMatch(/anticoagulation/);
      expect(served.content.background).toBe('<p>Reviewed by our medical director.</p>');
    }, 120_000);

    it('retires a protocol from the practice list and brings it back: medical directors only, audited', async () => {
      const nurse = await h().signIn('demo');
      expect(await listed(nurse)).toEqual([true, true]);
      const retire = (session: string, body: Record<string, unknown>, over: Record<string, unknown> = {}) =>
        h().call(retireProtocol, { ...at(session, over), body });

      expectError(await retire(pat, { retired: true, note: 'Not used here' }), 'unauthorized');
      expectError(await retire(olga, { retired: true }), 'missingParams');
      expectError(await retire(olga, { retired: 'yes', note: 'x' }), 'badData');
      expectError(await retire(olga, { retired: false, note: 'x' }), 'badData');
      expect((await read(pat)).retired).toBe(false);

      const retired = dataOf<{ editor: ProtocolEditorData }>(
        await retire(olga, { retired: true, note: 'Not used here' }),
      );
      expect(retired.editor.retired).toBe(true);
      expect(await lastAudit()).toMatchObject({
        adminEmail: 'olga.r@demo.example',
        outcome: "protocol oh_adult201: retired from the practice's list: Not used here",
        before: { retired: false },
        after: { retired: true },
      });
      // The nurse's next list and search no longer have it, in the same session; a call that has it keeps it.
      expect(await listed(nurse)).toEqual([false, false]);
      expect(await listed(await h().signIn('demo'))).toEqual([false, false]);
      expect((await nurseProtocol(nurse)).sourceProtocolId).toBe(201);
      // Another practice entitled to the same content still lists it.
      const embed = dataOf<{ protocols: ProtocolListItem[] }>(
        await h().call(listProtocols, { sessionId: await h().signIn('demo-embed') }),
      );
      expect(embed.protocols.some((p) => p.fullId === 'oh_adult201')).toBe(true);
      expectError(await retire(olga, { retired: true, note: 'again' }), 'badData');

      const back = dataOf<{ editor: ProtocolEditorData }>(await retire(olga, { retired: false, note: 'Needed again' }));
      expect(back.editor.retired).toBe(false);
      expect(await lastAudit()).toMatchObject({
        outcome: "protocol oh_adult201: brought back to the practice's list: Needed again",
        before: { retired: true },
        after: { retired: false },
      });
      expect(await listed(nurse)).toEqual([true, true]);

      expectError(await retire(olga, { retired: true, note: 'x' }, { sourceProtocolId: 987_654 }), 'noProtocol');
      const ahKey = await h().database.db.execute(
        sql`select source_protocol_id as id from protocols where content_set_id = (select id from content_sets where name = 'ah_adult') limit 1`,
      );
      const ahProtocol = Number((ahKey as unknown as { rows: { id: number }[] }).rows[0]?.id);
      expectError(
        await retire(olga, { retired: true, note: 'x' }, { contentSet: 'ah_adult', sourceProtocolId: ahProtocol }),
        'noAccessToContent',
      );
      expectError(await retire(pat, { retired: true, note: 'x' }, { practiceId: 'demo-ah' }), 'unauthorized');
    });

    it('lists the drafts waiting for a medical director: for approval under two-person review, then to publish', async () => {
      const db = h().database.db;
      const pending = async () =>
        dataOf<PendingProtocolDrafts>(
          await h().call(listPendingProtocolDrafts, { ...as(olga), params: { practiceId: 'demo' } }),
        );
      expect(await pending()).toEqual({ review: false, drafts: [] });
      await db.execute(
        sql`update practices set options = coalesce(options, '{}'::jsonb) || '{"protocolTwoPersonReview": true}'::jsonb where practice_id = 'demo'`,
      );
      const current = await read(pat);
      const draft = structuredClone(current.published);
      const question = draft.content.dispositions?.[0]?.questions[0];
      if (question) question.text = 'Waiting for review?';
      const saved = await save(current.version, draft);
      expect(await pending()).toEqual({
        review: true,
        drafts: [
          {
            contentSet: 'oh_adult',
            sourceProtocolId: 201,
            title: current.published.title,
            version: saved.editor.version,
            state: 'draft',
            by: 'pat.r@demo.example',
            at: expect.any(String),
          },
        ],
      });
      await h().call(approveProtocolDraft, { ...at(olga), body: { baseVersion: saved.editor.version } });
      expect((await pending()).drafts.map((d) => [d.state, d.by])).toEqual([['approved', 'olga.r@demo.example']]);
      await publish(saved.editor.version + 1, 'Reviewed');
      expect((await pending()).drafts).toEqual([]);
      expectError(
        await h().call(listPendingProtocolDrafts, { ...as(pat), params: { practiceId: 'demo-ah' } }),
        'unauthorized',
      );
    });
  },
);
