/**
 * The published Questionnaires: a protocol's current version with one item per triage question of
 * its content, and the C-SSRS screener with its LOINC codes, at their canonical URLs.
 */
import {
  getColumbiaQuestionnaire,
  getProtocol,
  getProtocolQuestionnaire,
  ProtocolData,
  QuestionnaireData,
} from '@triage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, describeApi } from '../../testing/api-harness.ts';

describeApi('published Questionnaires', {}, (h) => {
  let demo = '';
  beforeAll(async () => {
    demo = await h().signIn('demo');
  });
  const params = { contentSetId: 1, protocolId: 201 };

  describe('a protocol version', () => {
    it('is its questions as boolean items, at the canonical URL of this call, with its version', async () => {
      const response = await h().call(getProtocolQuestionnaire, { sessionId: demo, params });
      const questionnaire = QuestionnaireData.parse(dataOf(response));
      const { protocol } = ProtocolData.parse(dataOf(await h().call(getProtocol, { sessionId: demo, params })));
      expect(questionnaire.url).toMatch(/^http:\/\/[^/]+\/api\/protocols\/1\/201\/questionnaire$/);
      expect(questionnaire.version).toBe(protocol.version ?? protocol.contentSet.version);
      const questionIds = (protocol.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => String(q.id)));
      const items = questionnaire.item as { linkId: string; type: string }[];
      expect(items.map((item) => item.linkId).sort()).toEqual([...new Set(questionIds)].sort());
      expect(new Set(items.map((item) => item.type))).toEqual(new Set(['boolean']));
    });
  });

  describe('the C-SSRS screener', () => {
    it('carries the LOINC panel and item codes and the Columbia copyright', async () => {
      const questionnaire = QuestionnaireData.parse(
        dataOf(await h().call(getColumbiaQuestionnaire, { sessionId: demo })),
      );
      expect(questionnaire.url).toMatch(/\/api\/questionnaires\/c-ssrs-screener$/);
      expect(questionnaire.code).toEqual([expect.objectContaining({ system: 'http://loinc.org', code: '93373-9' })]);
      expect((questionnaire.item as unknown[]).length).toBe(8);
      expect(questionnaire.copyright).toContain('Research Foundation for Mental Hygiene');
    });
  });
});
