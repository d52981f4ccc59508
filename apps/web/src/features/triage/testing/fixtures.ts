/**
 * Test data and set-up for the Triage screens: a small adult chest-pain-like protocol with three
 * levels, the call store (the app's real store, seeded through its own state) and the session
 * options. Never imported by production code.
 */
import type {
  AdviceSection,
  AdviceTopic,
  Disposition,
  PracticeOptions,
  Question,
  SelectedProtocol,
} from '@triage/contracts';
import { makeContent, makeDisposition, makeQuestion, makeSelectedProtocol, makeTopic } from '@triage/core/testing';
import { endTestCall, startTestCall } from '../../../testing/call.ts';
import { useCallStore } from '../../call/index.ts';

export function question(id: number, overrides: Partial<Question> = {}): Question {
  return makeQuestion({ id, ...overrides });
}

export function disposition(id: number, overrides: Partial<Disposition> = {}): Disposition {
  return makeDisposition({ id, ...overrides });
}

export function topic(id: number, overrides: Partial<AdviceTopic> = {}): AdviceTopic {
  return makeTopic({
    id,
    adviceNuggets: [
      { text: `Topic ${id} first nugget`, selected: false },
      { text: `Topic ${id} second nugget`, selected: false },
    ],
    ...overrides,
  });
}

/** A selected protocol with the given dispositions and advice (explicit, content loaded). */
export function protocol(
  dispositions: Disposition[] | null,
  adviceSections: AdviceSection[] = [],
  overrides: Partial<SelectedProtocol> = {},
): SelectedProtocol {
  const fields = { id: 205, title: 'Chest Pain', definition: '<p>Chest pain</p>' };
  return makeSelectedProtocol({
    ...fields,
    selectionMode: 'explicit',
    content: makeContent({ ...fields, dispositions, adviceSections }),
    ...overrides,
  });
}

/** Level 1 (two questions, the first with advice 1 and a first-aid reason), level 2 and level 3. */
export function chestPain(): SelectedProtocol {
  return protocol(
    [
      disposition(30, {
        dispositionLevelId: 3,
        rank: 1,
        title: 'Home Care',
        questions: [question(31, { text: 'Mild pain with coughing' })],
      }),
      disposition(10, {
        dispositionLevelId: 1,
        rank: 20,
        title: 'Call 911 Now',
        script: '**Call 911 Now**\n* Hang up and call 911 now.\n* Unlock the door.',
        questions: [
          question(11, {
            text: 'Chest pain that feels like <b>pressure</b>',
            reason: 'R/O: heart attack\nFIRST AID: Chew aspirin 325 mg.',
            advice: [1],
          }),
          question(12, { text: 'Fainted', reason: 'R/O: shock' }),
        ],
      }),
      disposition(20, {
        dispositionLevelId: 2,
        rank: 5,
        title: 'See Today in Office',
        script: 'Book a visit today.',
        questions: [question(21, { text: 'Pain on breathing in', advice: [2], ctVideoVisitEligible: true })],
      }),
    ],
    [{ title: 'Advice', adviceTopics: [topic(1, { title: 'Until EMS Arrives' }), topic(2, { title: 'Rest' })] }],
  );
}

/** Puts the protocols in the call (the first active) and signs in with these options. */
export function startCall(protocols: SelectedProtocol[], options: Partial<PracticeOptions> = {}): void {
  startTestCall(protocols, options);
}

/** The active protocol as the store holds it now. */
export function activeProtocol(): SelectedProtocol {
  const state = useCallStore.getState();
  const found = state.selectedProtocols.find((p) => p.fullId === state.activeProtocol);
  if (!found) throw new Error('no active protocol');
  return found;
}

export function answerOf(questionId: number): boolean | null | undefined {
  return activeProtocol()
    .content?.dispositions?.flatMap((d) => d.questions)
    .find((q) => q.id === questionId)?.selected;
}

export function endCall(): void {
  endTestCall();
}
