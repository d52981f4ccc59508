import type { CallNoteTemplate, CallState, PracticeOptions } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { buildCallNote, shouldProduceCallNote } from './call-note.ts';
import { hasNoteContent, isSilentCall } from './call-record.ts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from './default-template.ts';
import { deepFreeze, disposition, protocol, question, topic } from './testing/builders.ts';
import {
  chestPain,
  chestPainCoughCall,
  columbiaQuestions,
  cough,
  practiceOptions,
} from './testing/chest-pain-cough-call.ts';

const OPTIONS = practiceOptions('20250113-VA', 'simple', 'onlyYes');

function noteOf(
  call: CallState,
  options: PracticeOptions = OPTIONS,
  template: CallNoteTemplate = DEFAULT_CALL_NOTE_TEMPLATE,
) {
  const note = buildCallNote({ call: deepFreeze(call), options, template, sessionHasAdultAndPediatric: false });
  if (note === null) throw new Error('no note');
  return note;
}

const UNSCREENED: CallState['columbiaScale'] = {
  questions: columbiaQuestions([]),
  result: { score: null, reasons: [] },
  bypass: { reason: null, otherReason: null },
  modalOpen: false,
};

function emptyCall(changes: Partial<CallState> = {}): CallState {
  const call = chestPainCoughCall('simple');
  return {
    ...call,
    selectedProtocols: [],
    dispositionOverride: null,
    freeNote: '',
    columbiaScale: UNSCREENED,
    ...changes,
  };
}

describe('when a call note is produced', () => {
  it('needs a template, options, and a protocol used in the call or a free note', () => {
    const call = chestPainCoughCall('simple');
    expect(shouldProduceCallNote({ template: DEFAULT_CALL_NOTE_TEMPLATE, options: OPTIONS, call })).toBe(true);
    expect(shouldProduceCallNote({ template: null, options: OPTIONS, call })).toBe(false);
    expect(shouldProduceCallNote({ template: DEFAULT_CALL_NOTE_TEMPLATE, options: null, call })).toBe(false);
    expect(shouldProduceCallNote({ template: DEFAULT_CALL_NOTE_TEMPLATE, options: OPTIONS, call: emptyCall() })).toBe(
      false,
    );
  });

  it('counts a free note with text, or any selected protocol (one only opened included), as something to note', () => {
    expect(hasNoteContent(emptyCall({ freeNote: ' \n ' }))).toBe(false);
    expect(hasNoteContent(emptyCall({ freeNote: 'Called back' }))).toBe(true);
    expect(hasNoteContent(emptyCall({ selectedProtocols: [{ ...cough('simple'), selectionMode: 'toggle' }] }))).toBe(
      true,
    );
    expect(hasNoteContent(emptyCall({ selectedProtocols: [cough('simple')] }))).toBe(true);
  });

  it('calls a call silent when its protocols have no triage question answered yes', () => {
    const unanswered = (p: ReturnType<typeof cough>) => ({
      ...p,
      content: p.content && {
        ...p.content,
        dispositions: p.content.dispositions?.map((d) => ({
          ...d,
          selected: null,
          questions: d.questions.map((q) => ({ ...q, selected: q.selected === true ? false : q.selected })),
        })),
      },
    });
    expect(isSilentCall(emptyCall({ selectedProtocols: [cough('simple')] }))).toBe(false);
    expect(isSilentCall(emptyCall({ selectedProtocols: [unanswered(cough('simple'))] }))).toBe(true);
    expect(isSilentCall(emptyCall({ selectedProtocols: [unanswered(cough('simple')), chestPain('simple')] }))).toBe(
      false,
    );
    expect(isSilentCall(emptyCall({ freeNote: 'Called back' }))).toBe(false);
    // A protocol only opened (toggle mode) has no answer: the nurse is asked before copying.
    const toggled = { ...unanswered(cough('simple')), selectionMode: 'toggle' as const };
    expect(isSilentCall(emptyCall({ selectedProtocols: [toggled] }))).toBe(true);
  });

  it('returns null without a template or without anything to note', () => {
    const input = { options: OPTIONS, sessionHasAdultAndPediatric: false };
    expect(buildCallNote({ ...input, call: chestPainCoughCall('simple'), template: undefined })).toBeNull();
    expect(buildCallNote({ ...input, call: emptyCall(), template: DEFAULT_CALL_NOTE_TEMPLATE })).toBeNull();
  });

  it('throws without practice options', () => {
    for (const options of [null, undefined]) {
      expect(() =>
        buildCallNote({
          call: chestPainCoughCall('simple'),
          options,
          template: DEFAULT_CALL_NOTE_TEMPLATE,
          sessionHasAdultAndPediatric: false,
        }),
      ).toThrow(new Error('Practice options are required'));
    }
  });

  it('throws for an unsupported call summary version', () => {
    expect(() => noteOf(chestPainCoughCall('simple'), practiceOptions('2019', 'simple', 'onlyYes'))).toThrow(
      new Error('Unsupported call summary version: 2019'),
    );
  });

  it('notes a free note alone', () => {
    const note = noteOf(emptyCall({ freeNote: 'Mother called: rash gone, no questions.' }));
    expect(note.text).toBe(
      'Telephone triage note\nCall disposition: none selected\n\nNurse note:\nMother called: rash gone, no questions.',
    );
    expect(note.problems).toEqual([]);
  });

  it('returns the summary of the same call with the note', () => {
    const note = noteOf(chestPainCoughCall('simple'), practiceOptions('20190114', 'simple', 'onlyYes'));
    expect(note.summary.ctVersion).toBe('20190114');
    expect(note.summary.protocols.map((p) => p.id)).toEqual(['oh_adult240', 'oh_adult130']);
  });
});

describe('note texts', () => {
  const single = (dispositions: Parameters<typeof protocol>[0]['dispositions']) =>
    emptyCall({
      selectedProtocols: [
        protocol({ sourceProtocolId: 7, title: 'Fever', mode: 'simple', adviceSections: [], dispositions }),
      ],
    });

  it("writes 'Appropriate care advice from protocol' and 'Reasons to call back from protocol' in simple mode", () => {
    const { text } = noteOf(chestPainCoughCall('simple'));
    expect(text).toContain(
      'Care advice given:\n- Appropriate care advice from protocol\nReasons to call back:\n- Reasons to call back from protocol',
    );
  });

  it('writes neither simple-mode line when the advice was not discussed', () => {
    const { text } = noteOf(single([disposition(3, 3, 1, 'Home Care', true, [question(1, 'Mild fever', true)])]));
    expect(text).not.toContain('Appropriate care advice');
    expect(text).not.toContain('Reasons to call back');
  });

  it('shows the onlyYes disclaimer only when there are positives, and no negatives', () => {
    const withPositive = noteOf(chestPainCoughCall('simple')).text;
    expect(withPositive).toContain(
      'Only positive answers are listed; all other triage questions were negative or not asked.',
    );
    expect(withPositive).not.toContain('Negative triage questions');
    const noPositive = noteOf(
      single([disposition(3, 3, 1, 'Home Care', null, [question(1, 'Mild fever', false)])]),
    ).text;
    expect(noPositive).toContain('Positive triage questions: none');
    expect(noPositive).not.toContain('Only positive answers');
  });

  it('lists negatives with yesAndNo, and says none when there are none', () => {
    const yesAndNo = practiceOptions('20250113-VA', 'simple', 'yesAndNo');
    expect(noteOf(chestPainCoughCall('simple'), yesAndNo).text).toContain(
      'Negative triage questions:\n- Severe difficulty breathing (e.g., struggling for each breath, bluish lips)',
    );
    const noNegative = noteOf(
      single([disposition(3, 3, 1, 'Home Care', true, [question(1, 'Mild fever', true)])]),
      yesAndNo,
    );
    expect(noNegative.text).toContain('Negative triage questions: none');
    expect(noNegative.text).not.toContain('Only positive answers');
  });

  it.each([
    [{ videoVisitOffered: false }, 'Video visit not offered'],
    [{ videoVisitOffered: true, videoVisitAccepted: true }, 'Video visit offered and caller accepted'],
    [{ videoVisitOffered: true, videoVisitAccepted: false }, 'Video visit offered and caller declined'],
    [{ videoVisitOffered: null }, 'Video visit offer not recorded'],
    [{ videoVisitOffered: true, videoVisitAccepted: null }, 'Video visit offered; caller acceptance not recorded'],
  ])('writes the video visit %o as %s', (answers, expected) => {
    const q = question(1, 'Fever for 3 days', true, { ctVideoVisitEligible: true, ...answers });
    const { text } = noteOf(single([disposition(7, 2, 20, 'See Within 3 Days in Office', true, [q])]));
    expect(text.split('\n')).toContain(expected);
  });

  it('writes the C-SSRS result in upper case with its reasons', () => {
    const reasons = ['Specific method of suicide recently considered'];
    const columbiaScale = {
      questions: columbiaQuestions([true, true, true, false, false, null, false]),
      result: { score: 'positive' as const, reasons },
      bypass: { reason: null, otherReason: null },
      modalOpen: false as const,
    };
    const { text } = noteOf({ ...chestPainCoughCall('simple'), columbiaScale });
    expect(text).toContain(
      'C-SSRS screening result: POSITIVE\n- Specific method of suicide recently considered\nC-SSRS answers:',
    );
    expect(text).toContain('- Have you been thinking about how you might do this? Yes');
  });

  it("writes 'N/A' and 'Other - {reason}' for a bypassed screening", () => {
    const columbiaScale = {
      questions: columbiaQuestions([]),
      result: { score: null, reasons: [] },
      bypass: { reason: 'Other' as const, otherReason: 'Caller is a pharmacist' },
      modalOpen: false as const,
    };
    const { text } = noteOf({ ...chestPainCoughCall('simple'), columbiaScale });
    expect(text.endsWith('C-SSRS screening result: N/A\nScreening bypassed: Other - Caller is a pharmacist')).toBe(
      true,
    );
  });

  it("writes 'N/A' for a required screening not done, and nothing for one neither required nor done", () => {
    const call = { ...chestPainCoughCall('simple'), columbiaScale: UNSCREENED };
    expect(noteOf(call).text).not.toContain('C-SSRS');
    const requiring = { ...OPTIONS, columbiaScaleProtocols: [130] };
    expect(noteOf(call, requiring).text.endsWith('C-SSRS screening result: N/A')).toBe(true);
  });

  it('writes the override with its basis, the protocol disposition, reason and notes', () => {
    const { text } = noteOf(chestPainCoughCall('simple'));
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Telephone triage note',
      'Call disposition: Go to Urgent Care Now (override)',
      'Disposition basis: override — End of day or office closed',
      'Protocol disposition: See Today in Office',
      'Override reason: End of day or office closed',
      'Override notes: Office closed for the day; caller will go to the urgent care on Main St this evening.',
    ]);
  });

  it('writes the basis of the call disposition: the protocol, as the note titles it, and the question answered yes', () => {
    const call = { ...chestPainCoughCall('simple'), dispositionOverride: null };
    const chestPainYes = protocol({
      sourceProtocolId: 240,
      title: 'Chest Pain',
      mode: 'simple',
      dispositions: [
        disposition(1, 1, 20, 'Call 911 Now', true, [
          question(2401, 'Severe difficulty breathing', false),
          question(2402, '<b>Chest pain</b> lasting more than 5&nbsp;minutes', true),
        ]),
      ],
      adviceSections: [],
    });
    const lines = (selectedProtocols: CallState['selectedProtocols'], adultAndPediatric: boolean) =>
      buildCallNote({
        call: deepFreeze({ ...call, selectedProtocols }),
        options: OPTIONS,
        template: DEFAULT_CALL_NOTE_TEMPLATE,
        sessionHasAdultAndPediatric: adultAndPediatric,
      })?.text.split('\n');
    expect(lines([cough('simple'), chestPainYes], true)?.slice(0, 3)).toEqual([
      'Telephone triage note',
      'Call disposition: Call 911 Now',
      'Disposition basis: Chest Pain (Adult) — Chest pain lasting more than 5 minutes',
    ]);
    expect(lines([cough('simple'), chestPainYes], false)?.[2]).toBe(
      'Disposition basis: Chest Pain — Chest pain lasting more than 5 minutes',
    );
  });

  it('writes no basis when the call has no disposition, and the override without a reason as its basis', () => {
    const unanswered = protocol({
      sourceProtocolId: 7,
      title: 'Fever',
      mode: 'simple',
      dispositions: [disposition(1, 3, 90, 'Home Care', null, [question(1, 'Fever', null)])],
      adviceSections: [],
    });
    const none = noteOf(emptyCall({ selectedProtocols: [unanswered] })).text;
    expect(none).toContain('Call disposition: none selected\n');
    expect(none).not.toContain('Disposition basis');
    const call = chestPainCoughCall('simple');
    if (call.dispositionOverride === null) throw new Error('the call has an override');
    const override = { ...call.dispositionOverride, reason: null };
    expect(noteOf({ ...call, dispositionOverride: override }).text.split('\n')[2]).toBe('Disposition basis: override');
  });

  it('lists protocols most acute first, each with its disposition', () => {
    const { text } = noteOf({
      ...chestPainCoughCall('simple'),
      selectedProtocols: [cough('simple'), chestPain('simple')],
    });
    expect(text.indexOf('Protocol: Chest Pain\nDisposition: See Today in Office')).toBeLessThan(
      text.indexOf('Protocol: Cough\nProtocol version: practice version 3\nDisposition: See Within 3 Days in Office'),
    );
  });

  it("names the practice's version of a protocol, and no version for the licensed protocol", () => {
    const { text } = noteOf(chestPainCoughCall('simple'));
    expect(text).toContain('Protocol: Cough\nProtocol version: practice version 3\n');
    expect(text).toContain('Protocol: Chest Pain\nDisposition:');
    expect(text.match(/Protocol version:/g)).toHaveLength(1);
  });

  it("keeps the nurse's angle brackets and removes control characters from the free note", () => {
    const { text } = noteOf(emptyCall({ freeNote: 'BP <90/60\u0007, says <I feel faint>\u202E' }));
    expect(text).toContain('Nurse note:\nBP <90/60, says <I feel faint>');
  });
});

describe('care advice in each mode', () => {
  const rtcb = (selected: boolean[]) => ({
    ...topic(9, 'Call Back If', ['Worse', 'New fever']),
    selected: true,
    isReasonsToCallBack: true,
    adviceNuggets: [
      { text: 'Worse', selected: selected[0] ?? false },
      { text: 'New fever', selected: selected[1] ?? false },
    ],
  });
  const advice = { ...topic(8, 'Fluids', ['Drink water', 'Drink water']), selected: true };
  const callOf = (topics: ReturnType<typeof topic>[]) =>
    emptyCall({
      selectedProtocols: [
        protocol({
          sourceProtocolId: 7,
          title: 'Fever',
          mode: 'detailed',
          dispositions: [],
          adviceSections: [{ title: 'Care Advice', adviceTopics: topics }],
        }),
      ],
    });

  it('writes the reasons-to-call-back topic title when none of its nuggets was chosen', () => {
    const { text } = noteOf(callOf([rtcb([false, false])]), practiceOptions('20250113-VA', 'headings', 'onlyYes'));
    expect(text).toContain('Reasons to call back:\n- Call Back If');
  });

  it('writes each chosen nugget once', () => {
    const doubled = { ...advice, adviceNuggets: advice.adviceNuggets.map((n) => ({ ...n, selected: true })) };
    const { text } = noteOf(
      callOf([doubled, rtcb([true, true])]),
      practiceOptions('20250113-VA', 'detailed', 'onlyYes'),
    );
    expect(text).toContain(
      'Care advice given:\n- Fluids\n  - Drink water\nReasons to call back:\n- Worse\n- New fever',
    );
  });
});

describe('the EHR patient the call was taken for', () => {
  it('is named in the default note and the summary only when the call has one (the EHR id only)', () => {
    const call = chestPainCoughCall('simple');
    const options = practiceOptions('20250429-VA', 'simple', 'onlyYes');
    const bound = buildCallNote({
      call: deepFreeze({ ...call, ehrPatient: 'Patient/pat-1' }),
      options,
      template: DEFAULT_CALL_NOTE_TEMPLATE,
      sessionHasAdultAndPediatric: false,
    });
    expect(bound?.text.split('\n').slice(0, 2)).toEqual(['Telephone triage note', 'EHR patient: Patient/pat-1']);
    expect(bound?.summary).toMatchObject({ ehrPatient: 'Patient/pat-1' });
    const unbound = noteOf(call, options);
    expect(unbound.text).not.toContain('EHR patient');
    expect(unbound.summary).not.toHaveProperty('ehrPatient');
  });
});
