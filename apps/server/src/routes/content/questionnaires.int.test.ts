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
      expect(questionnaire.url).toBe('https://triagedesk.example/fhir/Questionnaire/protocol-1-201');
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
      expect(questionnaire.url).toBe('https://triagedesk.example/fhir/Questionnaire/c-ssrs-screener');
      expect(questionnaire.code).toEqual([expect.objectContaining({ system: 'http://loinc.org', code: '93373-9' })]);
      expect((questionnaire.item as unknown[]).length).toBe(8);
      expect(questionnaire.copyright).toContain('Research Foundation for Mental Hygiene');
    });
  });
});

describeApi(
  'published Questionnaires under a configured canonical base',
  { config: { FHIR_CANONICAL_BASE: 'https://fhir.practice.example/triage' } },
  (h) => {
    it('name the configured base whatever host the request came to', async () => {
      const sessionId = await h().signIn('demo');
      for (const host of ['triage.practice.example', '10.0.0.7:3000']) {
        const response = await h().call(getColumbiaQuestionnaire, { sessionId, headers: { host } });
        expect(QuestionnaireData.parse(dataOf(response)).url).toBe(
          'https://fhir.practice.example/triage/Questionnaire/c-ssrs-screener',
        );
      }
    });
  },
);
