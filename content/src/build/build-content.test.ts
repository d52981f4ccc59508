import { Protocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_COPYRIGHT } from '../constants.ts';
import { CONTENT_SETS } from '../content-sets.ts';
import { DISPOSITION_IDS } from '../dispositions.ts';
import { NONE_OF_THE_ABOVE_TEXT } from '../protocols/shared/findings.ts';
import { BATCH_MODULES } from '../sources/batch-files.ts';
import { SOURCE_BATCHES } from '../sources/batches.ts';
import { locateSources } from '../sources/locate.ts';
import { chestPain, cough, fixtureBatch, item } from '../testing/fixtures.ts';
import { buildFromSources } from './build-content.ts';
import { buildContent, buildContentWithProblems } from './content.ts';

function buildFixtures() {
  const { located } = locateSources([fixtureBatch([chestPain(), cough()])]);
  return buildFromSources(located);
}

function builtProtocol(fullId: string) {
  const protocol = buildFixtures().content.protocols.find((p) => p.fullId === fullId);
  if (protocol === undefined) throw new Error(`${fullId} not built`);
  return protocol;
}

describe('building served protocols', () => {
  it('builds each adult protocol into both adult content sets, and parses them with the contracts', () => {
    const { content, problems } = buildFixtures();
    expect(problems).toEqual([]);
    expect(content.protocols.map((p) => p.fullId)).toEqual([
      'oh_adult201',
      'oh_adult202',
      'ah_adult201',
      'ah_adult202',
    ]);
    for (const protocol of content.protocols) expect(Protocol.parse(protocol)).toEqual(protocol);
  });

  it('gives deterministic ids from the content set and source protocol ids', () => {
    const protocol = builtProtocol('ah_adult201');
    expect(protocol.id).toBe(30201);
    expect(protocol.content.id).toBe(30201);
    expect(protocol.contentSetId).toBe(3);
    const questionIds = (protocol.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.id));
    expect(questionIds).toEqual([201001, 201002, 201003, 201004, 201005, 201006, 201007]);
    const topicIds = protocol.content.adviceSections.flatMap((s) => s.adviceTopics.map((t) => t.id));
    expect(topicIds).toEqual([201501, 201502, 201503]);
    expect(protocol.smaps).toEqual([
      { id: 201901, text: '<p>The other complaint is the main one.</p>', protocolTitle: 'Cough', smapAlgorithmId: 202 },
    ]);
  });

  it('maps tiers to the dispositions of each group, ordered by acuity', () => {
    const titles = (fullId: string) => (builtProtocol(fullId).content.dispositions ?? []).map((d) => d.title);
    expect(titles('oh_adult201')).toEqual(['Call 911 Now', 'Go to ED Now', 'See Today in Office', 'Home Care']);
    expect(titles('ah_adult201')).toEqual(['Call 911 Now', 'Go to ED Now', 'See Within 24 Hours', 'Home Care']);
    const levels = (builtProtocol('ah_adult201').content.dispositions ?? []).map((d) => d.dispositionLevelId);
    expect(levels).toEqual([1, 1, 2, 3]);
  });

  it('resolves advice keys to topic ids and alternative protocols to source ids', () => {
    const dispositions = builtProtocol('oh_adult201').content.dispositions ?? [];
    const edQuestion = item(item(dispositions, 1).questions, 0);
    expect(edQuestion.smapAlgorithmId).toBe(202);
    const seeToday = item(item(dispositions, 2).questions, 0);
    expect(seeToday.advice).toEqual([201502, 201503]);
    expect(seeToday.ctVideoVisitEligible).toBe(true);
    expect(seeToday.videoVisitEligible).toBe(true);
    expect(item(item(dispositions, 0).questions, 0).videoVisitEligible).toBe(false);
  });

  it('copies the global disposition into the protocol with its questions', () => {
    const homeCare = (builtProtocol('oh_adult201').content.dispositions ?? []).at(-1);
    expect(homeCare?.id).toBe(DISPOSITION_IDS.homeCare);
    expect(homeCare?.script).toContain('**Home Care**');
    expect(homeCare?.useAsOverride).toBe(true);
    expect(homeCare?.questions.map((q) => q.text)).toEqual(['Mild pain', NONE_OF_THE_ABOVE_TEXT]);
  });

  it('carries the demo content set, with its copyright line, in every protocol', () => {
    const protocol = builtProtocol('oh_adult202');
    expect(protocol.contentSet).toMatchObject({
      id: 1,
      name: 'oh_adult',
      isDemo: true,
      copyright: DEMO_CONTENT_COPYRIGHT,
    });
  });

  it('reports unresolved references once, not once per content set, and still builds the protocol', () => {
    const broken = chestPain();
    item(broken.triage, 0).questions.push({ text: 'Other', reason: 'REASON: x', advice: ['nope'] });
    const { located } = locateSources([fixtureBatch([broken, cough()])]);
    const { content, problems } = buildFromSources(located);
    expect(problems.map((p) => p.message)).toEqual(["unknown advice key 'nope'"]);
    expect(content.protocols).toHaveLength(4);
  });
});

describe('buildContent', () => {
  it('builds once per process and freezes the result', () => {
    const first = buildContent();
    expect(buildContent()).toBe(first);
    expect(buildContentWithProblems().content).toBe(first);
    expect(Object.isFrozen(first.protocols[0])).toBe(true);
    expect(Object.isFrozen(first.dispositions)).toBe(true);
  });

  it('serves the four content sets and the eight no-protocol protocols in their fixed order', () => {
    const content = buildContent();
    expect(content.contentSets.map((s) => s.name)).toEqual(['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds']);
    for (const contentSet of CONTENT_SETS) {
      const noProtocols = content.protocols
        .filter((p) => p.contentSetId === contentSet.id && p.noProtocolOrder != null)
        .sort((a, b) => (a.noProtocolOrder ?? 0) - (b.noProtocolOrder ?? 0));
      const last = contentSet.isPediatric ? 'No Protocol Fits — Pediatric' : 'No Protocol Fits — Adult';
      expect(noProtocols.map((p) => p.title)).toEqual([
        'Information Only Call',
        'Medication Question',
        'Lab Results',
        'Prescription Refill',
        'Appointment Request',
        'Caller Hung Up',
        last,
      ]);
      // Every one of them, the administrative kinds too, carries a screen that reaches level 1 to 3
      // and ends in the 'none of the above' path (issue 25, blind set 2).
      for (const protocol of noProtocols) {
        const dispositions = protocol.content.dispositions ?? [];
        expect(new Set(dispositions.map((d) => d.dispositionLevelId))).toEqual(new Set([1, 2, 3]));
        expect(dispositions.at(-1)?.questions.at(-1)?.text).toBe(NONE_OF_THE_ABOVE_TEXT);
      }
    }
  });

  it('reads the same batch modules as the content check', () => {
    expect(SOURCE_BATCHES.map((b) => b.file)).toEqual(BATCH_MODULES.map((b) => b.file));
  });
});
