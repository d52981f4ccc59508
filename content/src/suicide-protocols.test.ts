import { describe, expect, it } from 'vitest';
import { buildContent } from './build/content.ts';
import { SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS } from './constants.ts';

const PLAN_INTENT_OR_ATTEMPT = /\b(plan|intent|attempt|overdose)\b/i;

describe('the suicide-concern protocols', () => {
  const protocols = buildContent().protocols.filter((p) =>
    SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS.includes(p.sourceProtocolId),
  );

  it('exist in every content set of their audience', () => {
    expect(protocols.map((p) => p.fullId).sort()).toEqual(['ah_adult209', 'ah_peds320', 'oh_adult209', 'oh_peds320']);
  });

  it.each(protocols.map((p) => [p.fullId, p] as const))(
    '%s sends every question about a plan, intent or attempt to a level-1 disposition',
    (_fullId, protocol) => {
      const misplaced = (protocol.content.dispositions ?? [])
        .filter((d) => d.dispositionLevelId !== 1)
        .flatMap((d) => d.questions.filter((q) => PLAN_INTENT_OR_ATTEMPT.test(q.text) && !/\bno plan\b/i.test(q.text)))
        .map((q) => q.text);
      expect(misplaced).toEqual([]);
    },
  );

  it.each(protocols.map((p) => [p.fullId, p] as const))(
    '%s gives 988 Lifeline and means-restriction advice',
    (_fullId, protocol) => {
      const nuggets = protocol.content.adviceSections
        .flatMap((s) => s.adviceTopics)
        .flatMap((t) => t.adviceNuggets.map((n) => n.text))
        .join('\n');
      expect(nuggets).toMatch(/\b988\b/);
      expect(nuggets).toMatch(/firearm/i);
      expect(nuggets).toMatch(/lock/i);
    },
  );
});
