import type {
  CallState,
  CallSummary,
  CallSummaryVersion,
  ContentSet,
  PracticeOptions,
  SelectedProtocol,
  SummaryVideoVisitStatus,
} from '@triage/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { VideoVisitStatus } from '../video-visit/video-visit-status.ts';
import { buildCallSummary, CALL_SUMMARY_VERSIONS, resolveSummaryVersion } from './call-summary.ts';
import { deepFreeze, disposition, OH_ADULT, protocol, question } from './testing/builders.ts';
import {
  ADULT_ACETAMINOPHEN_RECOMMENDATION,
  COUGH_HANDOUT_SENT,
  chestPain,
  chestPainCoughCall,
  columbiaQuestions,
  cough,
  practiceOptions,
  URGENT_CARE_OVERRIDE,
} from './testing/chest-pain-cough-call.ts';

const OPTIONS = practiceOptions('20250113-VA', 'detailed', 'onlyYes');

function summaryOf(
  call: CallState,
  options: PracticeOptions = OPTIONS,
  extra: { version?: string; sessionHasAdultAndPediatric?: boolean } = {},
): CallSummary {
  return buildCallSummary({
    call: deepFreeze(call),
    options,
    sessionHasAdultAndPediatric: extra.sessionHasAdultAndPediatric ?? false,
    version: extra.version,
  });
}

function callWith(protocols: SelectedProtocol[], changes: Partial<CallState> = {}): CallState {
  return { ...chestPainCoughCall('detailed'), selectedProtocols: protocols, ...changes };
}

function withVersion(version: string): PracticeOptions {
  return practiceOptions(version, 'detailed', 'onlyYes');
}

describe('call summary versions', () => {
  it('supports exactly the versions of the contract, and its video-visit statuses', () => {
    expectTypeOf<(typeof CALL_SUMMARY_VERSIONS)[number]>().toEqualTypeOf<CallSummaryVersion>();
    expectTypeOf<CallSummary['ctVersion']>().toEqualTypeOf<CallSummaryVersion>();
    expectTypeOf<VideoVisitStatus>().toEqualTypeOf<SummaryVideoVisitStatus>();
    expect(CALL_SUMMARY_VERSIONS).toEqual(['20250113-VA', '20250429-VA', '20190114', '20240701']);
  });

  it('builds 20250113-VA when the practice names no version', () => {
    const options = { ...OPTIONS, callSummaryOptions: { format: 'object' as const } };
    expect(summaryOf(chestPainCoughCall('simple'), options).ctVersion).toBe('20250113-VA');
    expect(resolveSummaryVersion({})).toBe('20250113-VA');
    expect(resolveSummaryVersion({ callSummaryOptions: { version: '  ' } })).toBe('20250113-VA');
  });

  it("builds the practice's version, or the one asked for", () => {
    expect(summaryOf(chestPainCoughCall('simple'), withVersion('20190114')).ctVersion).toBe('20190114');
    expect(summaryOf(chestPainCoughCall('simple'), withVersion('20190114'), { version: '20240701' }).ctVersion).toBe(
      '20240701',
    );
  });

  it('throws for an unsupported version', () => {
    expect(() => summaryOf(chestPainCoughCall('simple'), withVersion('20200101'))).toThrow(
      new Error('Unsupported call summary version: 20200101'),
    );
    expect(() => summaryOf(chestPainCoughCall('simple'), OPTIONS, { version: '20250113-va' })).toThrow(
      'Unsupported call summary version: 20250113-va',
    );
  });

  it('throws without practice options', () => {
    for (const options of [null, undefined]) {
      expect(() =>
        buildCallSummary({ call: chestPainCoughCall('simple'), options, sessionHasAdultAndPediatric: false }),
      ).toThrow(new Error('Practice options are required'));
    }
  });

  it('includes the suicide-risk screening only in the two -VA versions', () => {
    const withSsrs = CALL_SUMMARY_VERSIONS.filter(
      (v) => 'ssrsResult' in summaryOf(chestPainCoughCall('simple'), withVersion(v)),
    );
    expect(withSsrs).toEqual(['20250113-VA', '20250429-VA']);
  });

  it('adds the override (reason, details) and {id, title} dispositions in 20250429-VA only', () => {
    const summary = summaryOf(chestPainCoughCall('simple'), withVersion('20250429-VA'));
    expect(summary.callDisposition).toEqual({
      title: 'Go to Urgent Care Now',
      override: {
        reason: 'End of day or office closed',
        details: 'Office closed for the day; caller will go to the urgent care on Main St this evening.',
      },
    });
    expect(summary.protocols.map((p) => p.disposition)).toEqual([
      { id: 5, title: 'See Today in Office' },
      { id: 7, title: 'See Within 3 Days in Office' },
    ]);
    for (const version of ['20250113-VA', '20190114', '20240701']) {
      const other = summaryOf(chestPainCoughCall('simple'), withVersion(version));
      expect(other.callDisposition).toEqual({ title: 'Go to Urgent Care Now' });
      expect(other.protocols.map((p) => p.disposition)).toEqual(['See Today in Office', 'See Within 3 Days in Office']);
    }
  });

  it('writes a null override in 20250429-VA when none applies, and empty details without notes', () => {
    const none = summaryOf(callWith([chestPain('simple')], { dispositionOverride: null }), withVersion('20250429-VA'));
    expect(none.callDisposition).toEqual({ title: 'See Today in Office', override: null });
    const noNotes = { ...URGENT_CARE_OVERRIDE, notes: null };
    const bare = summaryOf(
      callWith([chestPain('simple')], { dispositionOverride: noNotes }),
      withVersion('20250429-VA'),
    );
    expect(bare.callDisposition).toEqual({
      title: 'Go to Urgent Care Now',
      override: { reason: 'End of day or office closed', details: '' },
    });
  });
});

describe('video visit (20240701)', () => {
  it('reports the video visit of an eligible question answered yes', () => {
    const summary = summaryOf(chestPainCoughCall('simple'), withVersion('20240701'));
    if (summary.ctVersion !== '20240701') throw new Error('wrong version');
    expect(summary.protocols.map((p) => p.videoVisit)).toEqual([
      undefined,
      { offered: true, accepted: false, status: 'offered and caller declined' },
    ]);
    expect('videoVisit' in (summary.protocols[0] ?? {})).toBe(false);
  });

  it('reports acceptance only when the visit was offered', () => {
    const q = question(1, 'Fever', true, {
      ctVideoVisitEligible: true,
      videoVisitOffered: false,
      videoVisitAccepted: true,
    });
    const p = protocol({
      sourceProtocolId: 1,
      title: 'Fever',
      mode: 'simple',
      adviceSections: [],
      dispositions: [disposition(7, 2, 20, 'See', true, [q])],
    });
    const summary = summaryOf(callWith([p]), withVersion('20240701'));
    expect(summary.protocols[0]).toMatchObject({
      videoVisit: { offered: false, accepted: null, status: 'not offered' },
    });
  });

  it('prefers the eligible question whose offer was recorded', () => {
    const first = question(1, 'A', true, { ctVideoVisitEligible: true });
    const second = question(2, 'B', true, {
      ctVideoVisitEligible: true,
      videoVisitOffered: true,
      videoVisitAccepted: true,
    });
    const p = protocol({
      sourceProtocolId: 1,
      title: 'X',
      mode: 'simple',
      adviceSections: [],
      dispositions: [disposition(7, 2, 20, 'See', true, [first, second])],
    });
    const summary = summaryOf(callWith([p]), withVersion('20240701'));
    expect(summary.protocols[0]).toMatchObject({ videoVisit: { status: 'offered and caller accepted' } });
  });

  it('reports no video visit without a video-visit strategy, or for an ineligible question', () => {
    const none = summaryOf(chestPainCoughCall('simple'), { ...withVersion('20240701'), videoVisitStrategy: undefined });
    expect(none.protocols.every((p) => !('videoVisit' in p))).toBe(true);
    const q = question(1, 'A', true, {
      ctVideoVisitEligible: true,
      videoVisitIneligible: true,
      videoVisitOffered: true,
    });
    const p = protocol({
      sourceProtocolId: 1,
      title: 'X',
      mode: 'simple',
      adviceSections: [],
      dispositions: [disposition(7, 2, 20, 'See', true, [q])],
    });
    expect('videoVisit' in (summaryOf(callWith([p]), withVersion('20240701')).protocols[0] ?? {})).toBe(false);
  });

  it('reports no video visit in the other versions', () => {
    for (const version of ['20250113-VA', '20250429-VA', '20190114']) {
      const summary = summaryOf(chestPainCoughCall('simple'), withVersion(version));
      expect(summary.protocols.every((p) => !('videoVisit' in p))).toBe(true);
    }
  });
});

describe('protocol entries', () => {
  const peds: ContentSet = { ...OH_ADULT, id: 2, name: 'oh_peds', description: 'Office hours pediatric' };

  it('suffixes titles with (Adult) or (Pediatric) only when the session has both', () => {
    const earache = protocol({
      sourceProtocolId: 50,
      title: 'Earache',
      contentSet: peds,
      mode: 'simple',
      dispositions: [],
      adviceSections: [],
    });
    const call = callWith([chestPain('simple'), earache]);
    expect(summaryOf(call, OPTIONS, { sessionHasAdultAndPediatric: true }).protocols.map((p) => p.title)).toEqual([
      'Chest Pain (Adult)',
      'Earache (Pediatric)',
    ]);
    expect(summaryOf(call).protocols.map((p) => p.title)).toEqual(['Chest Pain', 'Earache']);
  });

  it("writes content_set 'ah_adult' for the 'ah' group, other groups as they are, and 'unknown' without one", () => {
    const of = (group: string, name: string) =>
      protocol({
        sourceProtocolId: 1,
        title: 'X',
        contentSet: { ...OH_ADULT, group, name },
        mode: 'simple',
        dispositions: [],
        adviceSections: [],
      });
    const call = callWith([of('ah', 'ah_peds'), of('oh', 'oh_adult'), of('', 'odd')]);
    expect(summaryOf(call).protocols.map((p) => p.content_set)).toEqual(['ah_adult', 'oh', 'unknown']);
  });

  it('omits negative questions with onlyYes and lists them with yesAndNo', () => {
    const onlyYes = summaryOf(chestPainCoughCall('simple'));
    expect(onlyYes.protocols.every((p) => !('negativeQuestions' in p))).toBe(true);
    const yesAndNo = summaryOf(chestPainCoughCall('simple'), practiceOptions('20250113-VA', 'simple', 'yesAndNo'));
    expect(yesAndNo.protocols[0]?.negativeQuestions?.map((q) => q.id)).toEqual([2401, 2402, 2404]);
    expect(yesAndNo.protocols[0]?.positiveQuestions).toEqual([
      {
        id: 2405,
        text: 'Chest pain only when coughing or taking a deep breath and fever of 100.4 °F (38.0 °C) or higher',
      },
    ]);
  });

  it('lists the questions of the most acute disposition first', () => {
    const p = protocol({
      sourceProtocolId: 1,
      title: 'X',
      mode: 'simple',
      adviceSections: [],
      dispositions: [
        disposition(9, 3, 10, 'Home Care', true, [question(3, 'Mild', true)]),
        disposition(1, 1, 20, 'Call 911 Now', true, [question(1, 'Severe', true)]),
      ],
    });
    expect(summaryOf(callWith([p])).protocols[0]?.positiveQuestions.map((q) => q.id)).toEqual([1, 3]);
  });

  it("writes each protocol's over-the-counter recommendations and handouts given (none for a protocol without)", () => {
    const [chest, cough] = summaryOf(chestPainCoughCall('detailed')).protocols;
    expect(chest?.otcRecommendations).toEqual([]);
    expect(cough?.otcRecommendations).toEqual([ADULT_ACETAMINOPHEN_RECOMMENDATION]);
    expect(chest?.handoutsSent).toEqual([]);
    expect(cough?.handoutsSent).toEqual([COUGH_HANDOUT_SENT]);
  });

  it('writes the advice given in summary order with the chosen nuggets as plain text', () => {
    const [chest] = summaryOf(chestPainCoughCall('detailed')).protocols;
    expect(chest?.adviceSections).toEqual([
      {
        title: 'Care Advice',
        adviceTopics: [
          { id: 2413, title: 'Rest', adviceNuggets: ['Rest until the fever is gone.'] },
          {
            id: 2414,
            title: 'Call Back If',
            adviceNuggets: [
              'Chest pain becomes constant or severe',
              'Trouble breathing or shortness of breath',
              'You become worse',
            ],
          },
          {
            id: 2412,
            title: 'Pain Medicines',
            adviceNuggets: [
              'Acetaminophen (Tylenol): 650 mg by mouth every 4 to 6 hours as needed; no more than 3,000 mg a day.',
              'Ibuprofen (Advil, Motrin): 400 mg by mouth every 6 hours as needed, taken with food.',
            ],
          },
        ],
      },
    ]);
  });

  it('writes a protocol whose content is still loading with no disposition and empty lists', () => {
    const loading = { ...chestPain('simple'), content: undefined };
    expect(summaryOf(callWith([loading])).protocols).toEqual([
      {
        id: 'oh_adult240',
        title: 'Chest Pain',
        content_set: 'oh',
        disposition: null,
        positiveQuestions: [],
        adviceSections: [],
        otcRecommendations: [],
        handoutsSent: [],
      },
    ]);
  });

  it('includes a protocol only opened (toggle mode) and orders the protocols most acute first', () => {
    const opened = { ...cough('simple'), selectionMode: 'toggle' as const };
    expect(summaryOf(callWith([opened])).protocols.map((p) => p.id)).toEqual(['oh_adult130']);
    expect(summaryOf(chestPainCoughCall('simple')).protocols.map((p) => p.id)).toEqual(['oh_adult240', 'oh_adult130']);
  });
});

describe('call disposition and narrative', () => {
  it('takes the most acute selected disposition of all protocols when there is no override', () => {
    const summary = summaryOf(callWith([cough('simple'), chestPain('simple')], { dispositionOverride: null }));
    expect(summary.callDisposition).toEqual({ title: 'See Today in Office' });
  });

  it('takes the override disposition when an override applies, and ignores one without a disposition', () => {
    expect(summaryOf(chestPainCoughCall('simple')).callDisposition).toEqual({ title: 'Go to Urgent Care Now' });
    const empty = { disposition: null, reason: 'Other', notes: 'x' };
    expect(summaryOf(callWith([chestPain('simple')], { dispositionOverride: empty })).callDisposition).toEqual({
      title: 'See Today in Office',
    });
  });

  it('writes a null call disposition when nothing is selected', () => {
    const summary = summaryOf(callWith([], { dispositionOverride: null }), withVersion('20250429-VA'));
    expect(summary.callDisposition).toBeNull();
    expect(summary.protocols).toEqual([]);
  });

  it('writes the free note unchanged as the narrative text', () => {
    const freeNote = '  Line one\r\n\tLine <two>  ';
    expect(summaryOf(callWith([], { freeNote })).narrativeText).toBe(freeNote);
  });
});

describe('suicide-risk screening in -VA summaries', () => {
  function ssrsOf(columbiaScale: CallState['columbiaScale']) {
    const summary = summaryOf(callWith([chestPain('simple')], { columbiaScale }));
    if (summary.ctVersion !== '20250113-VA') throw new Error('wrong version');
    return summary.ssrsResult;
  }

  it('writes the answered questions, the result and no bypass', () => {
    const ssrs = ssrsOf(chestPainCoughCall('simple').columbiaScale);
    expect(ssrs.result).toEqual({ score: 'negative', reasons: [] });
    expect(ssrs.bypassDetails).toEqual({ reason: null, otherReason: null });
    expect(ssrs.questions.map((q) => [q.id, q.selection])).toEqual([
      [1, true],
      [2, false],
      [7, false],
    ]);
    expect(ssrs.questions[0]?.text).toBe(
      'Have you wished you were dead or wished you could go to sleep and not wake up?',
    );
  });

  it("writes a bypass for 'Other' as 'Other - {reason}' and keeps the other reason", () => {
    const ssrs = ssrsOf({
      questions: columbiaQuestions([]),
      result: { score: null, reasons: [] },
      bypass: { reason: 'Other', otherReason: 'Caller is the patient’s pharmacist' },
      modalOpen: false,
    });
    expect(ssrs.bypassDetails).toEqual({
      reason: 'Other - Caller is the patient’s pharmacist',
      otherReason: 'Caller is the patient’s pharmacist',
    });
    expect(ssrs.questions).toEqual([]);
    expect(ssrs.result).toEqual({ score: null, reasons: [] });
  });

  it('writes a listed bypass reason as it is', () => {
    const ssrs = ssrsOf({
      questions: columbiaQuestions([true]),
      result: { score: null, reasons: [] },
      bypass: { reason: 'Hung up before completion', otherReason: null },
      modalOpen: false,
    });
    expect(ssrs.bypassDetails.reason).toBe('Hung up before completion');
    expect(ssrs.questions.map((q) => q.id)).toEqual([1]);
  });

  it('writes a positive result with its reasons', () => {
    const reasons = ['Specific method of suicide recently considered'];
    const ssrs = ssrsOf({
      questions: columbiaQuestions([true, true, true, false, false, null, false]),
      result: { score: 'positive', reasons },
      bypass: { reason: null, otherReason: null },
      modalOpen: false,
    });
    expect(ssrs.result).toEqual({ score: 'positive', reasons });
  });
});
