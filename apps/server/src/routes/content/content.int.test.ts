import {
  API_CALLS,
  DispositionListData,
  getInstructions,
  getMedicationDosing,
  getProtocol,
  getProtocolContent,
  getProtocolQuestionnaire,
  InstructionsData,
  listDispositions,
  listPracticeDispositions,
  listPracticeProtocols,
  listProtocols,
  MedicationDosing,
  ProtocolContentData,
  ProtocolData,
  ProtocolListData,
} from '@triage/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispositions, instructions, protocols } from '../../db/schema.ts';
import { findPracticeByAccountId } from '../../repositories/practices.repository.ts';
import { setInstructions } from '../../services/admin/instructions.ts';
import { createLocation } from '../../services/admin/organizations.ts';
import { updatePracticeAccount } from '../../services/admin/practices.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';

describeApi('content serving', { coverage: ERROR_COVERAGE.content }, (h) => {
  let demo = '';
  let demoAh = '';
  beforeAll(async () => {
    demo = await h().signIn('demo');
    demoAh = await h().signIn('demo-ah');
  });
  const list = async (sessionId: string, query?: Record<string, string>) =>
    ProtocolListData.parse(dataOf(await h().call(listProtocols, { sessionId, ...(query ? { query } : {}) }))).protocols;
  const protocolIds = { contentSetId: 1, protocolId: 201 };

  describe('protocols', () => {
    it("lists only the protocols of the practice's content sets, without their content", async () => {
      const items = await list(demo);
      expect(new Set(items.map((item) => item.contentSet.name))).toEqual(new Set(['oh_adult', 'oh_peds']));
      const stored = await h().database.db.select({ id: protocols.id, set: protocols.contentSetId }).from(protocols);
      expect(items.length).toBe(stored.filter((row) => row.set === 1 || row.set === 2).length);
      expect(items[0]).not.toHaveProperty('content');
      expect(new Set((await list(demoAh)).map((item) => item.contentSet.name))).toEqual(
        new Set(['ah_adult', 'ah_peds']),
      );
    });

    it('lists one content set when asked', async () => {
      const items = await list(demo, { contentSetId: '2' });
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.contentSet.name === 'oh_peds')).toBe(true);
    });

    it('serves a full protocol by content set id and source protocol id, with the practice note', async () => {
      const data = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params: protocolIds })));
      expect(data.protocol).toMatchObject({ fullId: 'oh_adult201', sourceProtocolId: 201, contentSetId: 1 });
      expect(data.protocol.content.definition).toBeTruthy();
      expect(data.protocolNote?.protocolNote).toContain('same-day appointment');
      const embed = await h().signIn('demo-embed');
      const other = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: embed, params: protocolIds })));
      expect(other.protocolNote).toBeNull();
    });

    it("serves a protocol's content alone", async () => {
      const full = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params: protocolIds })));
      const data = ProtocolContentData.parse(
        dataOf(await h().call(getProtocolContent, { sessionId: demo, params: protocolIds })),
      );
      expect(data.content).toEqual(full.protocol.content);
      expect(data.content).toHaveProperty('smaps');
      expect(data.content).toHaveProperty('keywords');
      expect(data.content).toHaveProperty('adviceSections');
    });

    it('answers content, full protocols and lists exactly as the contract serializer would, from their pre-serialized copies', async () => {
      const serialized = (body: string, schema: { parse(data: unknown): unknown }) =>
        JSON.stringify({ success: true, message: 'OK', data: schema.parse(JSON.parse(body).data) });
      for (let round = 0; round < 2; round += 1) {
        const content = await h().call(getProtocolContent, { sessionId: demo, params: protocolIds });
        expect(content.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(content.body).toBe(serialized(content.body, ProtocolContentData));
        // With the practice's note (demo) and without one (demo-embed).
        for (const sessionId of [demo, await h().signIn('demo-embed')]) {
          const full = await h().call(getProtocol, { sessionId, params: protocolIds });
          expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(full.body).toBe(serialized(full.body, ProtocolData));
        }
        const listed = await h().call(listProtocols, { sessionId: demo });
        expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(listed.body).toBe(serialized(listed.body, ProtocolListData));
      }
    });

    it('serves the cached copy for a version, and the new content once the version changes', async () => {
      const key = and(eq(protocols.contentSetId, 1), eq(protocols.sourceProtocolId, 202));
      const params = { contentSetId: 1, protocolId: 202 };
      const [row] = await h().database.db.select().from(protocols).where(key);
      if (!row) throw new Error('no protocol 202');
      const original = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params })));
      const changed = { ...original.protocol, title: 'Changed behind the cache' };
      await h().database.db.update(protocols).set({ data: changed }).where(key);
      const cached = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params })));
      expect(cached.protocol.title).toBe(original.protocol.title);
      await h()
        .database.db.update(protocols)
        .set({ version: `${row.version}-2` })
        .where(key);
      const fresh = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params })));
      expect(fresh.protocol.title).toBe('Changed behind the cache');
      await h().database.db.update(protocols).set({ data: row.data, version: row.version }).where(key);
    });

    it('answers noAccessToContent outside the entitlements and noProtocol for what does not exist', async () => {
      expectError(
        await h().call(listProtocols, { sessionId: demo, query: { contentSetId: '3' } }),
        'noAccessToContent',
      );
      for (const call of [getProtocol, getProtocolContent, getProtocolQuestionnaire]) {
        expectError(
          await h().call(call, { sessionId: demo, params: { contentSetId: 3, protocolId: 201 } }),
          'noAccessToContent',
        );
        expectError(
          await h().call(call, { sessionId: demo, params: { contentSetId: 1, protocolId: 999 } }),
          'noProtocol',
        );
        expectError(
          await h().call(call, { sessionId: demo, params: { contentSetId: 99, protocolId: 201 } }),
          'noProtocol',
        );
        expectError(
          await h().call(call, { sessionId: demo, params: { contentSetId: 'abc', protocolId: 201 } }),
          'badData',
        );
        expectError(await h().call(call, { sessionId: demo, params: { contentSetId: 1, protocolId: 0 } }), 'badData');
      }
      expectError(await h().call(listProtocols, { sessionId: demo, query: { contentSetId: '99' } }), 'noContentSets');
      expectError(await h().call(listProtocols, { sessionId: demo, query: { contentSetId: '1x' } }), 'badData');
    });

    it('answers noContentSets to a practice without content', async () => {
      await createTestPractice(h().database.db, { practiceId: 'no-content' });
      const sessionId = await h().signIn('no-content', { password: TEST_PASSWORD });
      expectError(await h().call(listProtocols, { sessionId }), 'noContentSets');
      expectError(
        await h().call(listPracticeProtocols, { sessionId, params: { practiceId: 'no-content' } }),
        'noContentSets',
      );
    });
  });

  describe('lists keyed by practice id', () => {
    it('serves the session practice’s lists under /api/practices/:practiceId', async () => {
      const keyed = ProtocolListData.parse(
        dataOf(await h().call(listPracticeProtocols, { sessionId: demo, params: { practiceId: 'DEMO' } })),
      );
      expect(keyed.protocols).toEqual(await list(demo));
      const keyedDispositions = DispositionListData.parse(
        dataOf(await h().call(listPracticeDispositions, { sessionId: demo, params: { practiceId: 'demo' } })),
      );
      const plain = DispositionListData.parse(dataOf(await h().call(listDispositions, { sessionId: demo })));
      expect(keyedDispositions).toEqual(plain);
    });

    it('refuses another practice’s lists with noAccessToContent', async () => {
      for (const call of [listPracticeProtocols, listPracticeDispositions]) {
        expectError(await h().call(call, { sessionId: demo, params: { practiceId: 'demo-ah' } }), 'noAccessToContent');
        expectError(await h().call(call, { sessionId: demo, params: { practiceId: 'nobody' } }), 'noAccessToContent');
        expectError(await h().call(call, { sessionId: demo, params: { practiceId: 'x'.repeat(101) } }), 'badData');
        const tooLong = await h().call(call, { sessionId: demo, params: { practiceId: 'x'.repeat(201) } });
        expectError(tooLong, 'badData', { status: 414 });
        expect(tooLong.headers['x-latest-client-version']).toBe('1.0.11');
      }
    });
  });

  describe('dispositions', () => {
    it('lists the dispositions most acute first, with override and script fields', async () => {
      const { dispositions: list } = DispositionListData.parse(
        dataOf(await h().call(listDispositions, { sessionId: demo })),
      );
      expect(list.length).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1], list[i]];
        if (!a || !b) continue;
        expect(
          a.dispositionLevelId < b.dispositionLevelId ||
            (a.dispositionLevelId === b.dispositionLevelId && a.rank >= b.rank),
        ).toBe(true);
      }
      expect(list.some((disposition) => disposition.useAsOverride)).toBe(true);
    });

    it("lets a location's own disposition replace its parent for that location only", async () => {
      const practice = await findPracticeByAccountId(h().database.db, 'demo');
      const { dispositions: before } = DispositionListData.parse(
        dataOf(await h().call(listDispositions, { sessionId: demo })),
      );
      const parent = before[0];
      if (!practice?.locationId || !parent) throw new Error('demo has no location or no dispositions');
      await h()
        .database.db.insert(dispositions)
        .values({
          id: 900_001,
          locationId: practice.locationId,
          data: { ...parent, id: 900_001, title: 'Call 911 (Main Street wording)', parentDispositionId: parent.id },
        });
      const mine = DispositionListData.parse(
        dataOf(await h().call(listDispositions, { sessionId: demo })),
      ).dispositions;
      expect(mine.map((d) => d.title)).toContain('Call 911 (Main Street wording)');
      expect(mine.map((d) => d.id)).not.toContain(parent.id);
      const theirs = DispositionListData.parse(
        dataOf(await h().call(listDispositions, { sessionId: demoAh })),
      ).dispositions;
      expect(theirs.map((d) => d.id)).toContain(parent.id);
      await h().database.db.delete(dispositions).where(eq(dispositions.id, 900_001));
    });
  });

  describe('medication dosing', () => {
    it('serves the dosing data of the content package, each figure with its sources', async () => {
      const data = MedicationDosing.parse(dataOf(await h().call(getMedicationDosing, { sessionId: demo })));
      expect(data.medicines.map((medicine) => medicine.id)).toEqual(['acetaminophen', 'ibuprofen']);
      // The medicines dosed by age from their labels, and the named remedies not dosed (ADR 0058).
      expect(data.labelMedicines.map((medicine) => medicine.id)).toEqual(
        expect.arrayContaining(['cetirizine', 'hydrocortisone', 'calamine', 'guaifenesin', 'dextromethorphan']),
      );
      // A skin product's application, and a label that sets no daily limit, pass the contract.
      const calamine = data.labelMedicines.find((medicine) => medicine.id === 'calamine');
      expect(calamine?.products[0]?.unit).toBe('application');
      expect(calamine?.bands.at(-1)?.maxPer24h?.noLimit).toBe(true);
      expect(data.notDosed.map((item) => item.id)).toEqual(expect.arrayContaining(['honey', 'saline']));
      for (const band of data.labelMedicines.flatMap((medicine) => medicine.bands)) {
        for (const id of band.sourceIds) expect(data.sources.map((source) => source.id)).toContain(id);
      }
      const acetaminophen = data.medicines[0];
      expect(acetaminophen?.bands.find((band) => band.fromLb === 24)).toMatchObject({ mg: 160, toLb: 35 });
      const sourceIds = new Set(data.sources.map((source) => source.id));
      for (const band of data.medicines.flatMap((medicine) => medicine.bands)) {
        for (const id of band.sourceIds) expect(sourceIds).toContain(id);
      }
      // The same data for every session.
      expect(dataOf(await h().call(getMedicationDosing, { sessionId: demoAh }))).toEqual(data);
    });
  });

  describe('instructions', () => {
    it('serves the most specific page: location, then practice, then everyone', async () => {
      const page = async (sessionId: string) =>
        InstructionsData.parse(dataOf(await h().call(getInstructions, { sessionId }))).content;
      expect(await page(demo)).toContain('Working a call');
      await setInstructions(h().database.db, { practiceId: 'demo-ah' }, '<p>After-hours steps</p>', h().clock.now());
      expect(await page(demoAh)).toBe('<p>After-hours steps</p>');
      const practice = await findPracticeByAccountId(h().database.db, 'demo');
      await setInstructions(
        h().database.db,
        { practiceId: 'demo', locationId: practice?.locationId ?? 0 },
        '<p>Main Street steps</p>',
        h().clock.now(),
      );
      expect(await page(demo)).toBe('<p>Main Street steps</p>');
      expect(await page(await h().signIn('demo-embed'))).toContain('Working a call');
    });
  });

  describe('stored content that breaks the contract', () => {
    it('answers dbValidationFailed for a corrupt protocol', async () => {
      const key = and(eq(protocols.contentSetId, 4), eq(protocols.sourceProtocolId, 301));
      const [row] = await h().database.db.select().from(protocols).where(key);
      if (!row) throw new Error('no ah_peds protocol 301');
      await h()
        .database.db.update(protocols)
        .set({ data: { title: 42 }, version: 'corrupt' })
        .where(key);
      try {
        const params = { contentSetId: 4, protocolId: 301 };
        expectError(await h().call(listProtocols, { sessionId: demoAh }), 'dbValidationFailed');
        expectError(await h().call(getProtocol, { sessionId: demoAh, params }), 'dbValidationFailed');
        expectError(await h().call(getProtocolContent, { sessionId: demoAh, params }), 'dbValidationFailed');
        expectError(await h().call(getProtocolQuestionnaire, { sessionId: demoAh, params }), 'dbValidationFailed');
        expectError(
          await h().call(listPracticeProtocols, { sessionId: demoAh, params: { practiceId: 'demo-ah' } }),
          'dbValidationFailed',
        );
      } finally {
        await h().database.db.update(protocols).set({ data: row.data, version: row.version }).where(key);
      }
      dataOf(await h().call(listProtocols, { sessionId: demoAh }));
    });

    it("answers dbValidationFailed for a corrupt disposition of the session's location", async () => {
      const db = h().database.db;
      await createTestPractice(db, { practiceId: 'corrupt-location' });
      const location = await createLocation(db, 'Organization of corrupt-location', 'Broken Clinic');
      await updatePracticeAccount(db, 'corrupt-location', { locationId: location.id }, h().clock.now());
      await db.insert(dispositions).values({ id: 900_002, locationId: location.id, data: { title: null } });
      const sessionId = await h().signIn('corrupt-location', { password: TEST_PASSWORD });
      expectError(await h().call(listDispositions, { sessionId }), 'dbValidationFailed');
      expectError(
        await h().call(listPracticeDispositions, { sessionId, params: { practiceId: 'corrupt-location' } }),
        'dbValidationFailed',
      );
    });
  });

  describe('without a session', () => {
    it('answers unauthorized on every content call that needs a session', async () => {
      // The SMS provider's status callback is signed, not sessioned (ADR 0064): its own test refuses it.
      const sessioned = API_CALLS.filter(
        (candidate) => (candidate.tags as readonly string[]).includes('content') && candidate.auth !== 'none',
      );
      expect(sessioned.length).toBeGreaterThan(10);
      for (const call of sessioned) {
        const params = { contentSetId: 1, protocolId: 201, practiceId: 'demo', deliveryId: 'abcdefghijkl' };
        expectError(await h().call(call, { params }), 'unauthorized');
      }
    });
  });

  describe('when nothing is stored', () => {
    it('answers noDispositions and noInstructions', async () => {
      await h().database.db.delete(dispositions);
      await h().database.db.delete(instructions);
      expectError(await h().call(listDispositions, { sessionId: demo }), 'noDispositions');
      expectError(
        await h().call(listPracticeDispositions, { sessionId: demo, params: { practiceId: 'demo' } }),
        'noDispositions',
      );
      expectError(await h().call(getInstructions, { sessionId: demo }), 'noInstructions');
    });
  });
});
