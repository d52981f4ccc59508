/**
 * The eight questions of the suicide-risk scale (C-SSRS screen version, 'past month'), with the
 * wording of the Columbia screener kept unchanged, and the initial scale state (spec section 3).
 */
import type { ColumbiaQuestion, ColumbiaScale } from '@triage/contracts';

/** Copyright notice displayed with the questions. */
export const COLUMBIA_COPYRIGHT = '© 2008 The Research Foundation for Mental Hygiene, Inc.';

/** A question id of the scale, 1 to 8. */
export type ColumbiaQuestionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Every question id, in order. */
export const COLUMBIA_QUESTION_IDS: readonly ColumbiaQuestionId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** The exact screener wording of each question, by id. */
export const COLUMBIA_QUESTION_TEXTS: Readonly<Record<ColumbiaQuestionId, string>> = {
  1: 'Have you wished you were dead or wished you could go to sleep and not wake up?',
  2: 'Have you actually had any thoughts of killing yourself?',
  3: 'Have you been thinking about how you might do this?',
  4: 'Have you had these thoughts and had some intention of acting on them?',
  5: 'Have you started to work out or worked out the details of how to kill yourself?',
  6: 'Do you intend to carry out this plan?',
  7: 'Have you ever done anything, started to do anything, or prepared to do anything to end your life?',
  8: 'Was this within the past 3 months?',
};

/** The screener's own examples, usable as helper text under questions 3, 4 and 7. */
export const COLUMBIA_QUESTION_EXAMPLES: Readonly<Partial<Record<ColumbiaQuestionId, string>>> = {
  3: 'I thought about taking an overdose but I never made a specific plan as to when, where or how I would actually do it… and I would never go through with it.',
  4: 'As opposed to "I have the thoughts but I definitely will not do anything about them."',
  7: "Collected pills, obtained a gun, gave away valuables, wrote a will or suicide note, took out pills but didn't swallow any, held a gun but changed your mind or it was grabbed from your hand, went to the roof but didn't jump; or actually took pills, tried to shoot yourself, cut yourself, tried to hang yourself, etc.",
};

/** The Yes / No answer options of every question (shown as single letters). */
const COLUMBIA_OPTIONS: readonly { label: string; value: boolean }[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/**
 * The eight questions, unanswered.
 * @internal
 */
export function initialColumbiaQuestions(): ColumbiaQuestion[] {
  return COLUMBIA_QUESTION_IDS.map((id) => ({
    id,
    text: COLUMBIA_QUESTION_TEXTS[id],
    options: COLUMBIA_OPTIONS.map((option) => ({ ...option })),
    selection: null,
  }));
}

/** The initial scale: all questions unanswered, no result, no bypass, dialog closed. */
export function initialColumbiaScale(): ColumbiaScale {
  return {
    questions: initialColumbiaQuestions(),
    result: { score: null, reasons: [] },
    bypass: { reason: null, otherReason: null },
    modalOpen: false,
  };
}
