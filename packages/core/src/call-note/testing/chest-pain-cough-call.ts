/**
 * A realistic two-protocol adult call, for the call-note golden files.
 *
 * A 52-year-old man calls late in the afternoon with five days of cough and fever and sharp chest
 * pain when he coughs. The nurse works Chest Pain and Cough:
 * - Chest Pain: 'See Today in Office' (pain only when coughing or breathing in, with fever);
 *   the emergency questions are answered no.
 * - Cough: 'See Within 3 Days in Office' (fever and cough for more than 3 days); a video visit is
 *   offered for that question and declined; the 911 and same-day questions are answered no.
 * - The office is closed, so the nurse overrides the call disposition to 'Go to Urgent Care Now'
 *   with reason 'End of day or office closed' and a note.
 * - The C-SSRS is done (the practice screens every call): he has wished he could go to sleep and
 *   not wake up, but has no suicidal thoughts and no preparatory behaviour: NEGATIVE.
 * - Care advice follows the care-advice mode (see `giveAdvice`): in simple mode the topics are
 *   ticked and the protocols flagged adviceDiscussed / callbackDiscussed; in headings mode the
 *   topics are ticked and the reasons to call back chosen nugget by nugget; in detailed mode
 *   nuggets are chosen everywhere.
 *
 * The answers are the same whatever the question choice display: the 'no' answers are recorded in
 * both (in onlyYes mode they come from accepted 'N' suggestions), so the onlyYes note shows that
 * negatives are left out.
 */
import type {
  CallState,
  CareAdviceMode,
  ColumbiaQuestion,
  DispositionOverride,
  PracticeOptions,
  QuestionChoiceDisplay,
  SelectedProtocol,
} from '@triage/contracts';
import { disposition, giveAdvice, protocol, question, topic } from './builders.ts';

export function chestPain(mode: CareAdviceMode): SelectedProtocol {
  const careAdvice = [
    topic(2411, 'Reassurance and Education', [
      'Pain that comes only with coughing is usually from strained chest-wall muscles.',
    ]),
    topic(2412, 'Pain Medicines', [
      'Acetaminophen (Tylenol): 650&nbsp;mg by mouth every 4 to 6 hours as needed; no more than 3,000&nbsp;mg a day.',
      'Ibuprofen (Advil, Motrin): 400&nbsp;mg by mouth every 6 hours as needed, taken with food.',
      'Do not take ibuprofen if you have kidney disease, a stomach ulcer or take a blood thinner.',
    ]),
    topic(2413, 'Rest', ['Rest until the fever is gone.', 'Avoid heavy lifting and hard exercise for a few days.']),
    topic(
      2414,
      'Call Back If',
      [
        'Chest pain becomes constant or severe',
        'Trouble breathing or shortness of breath',
        'Coughing up blood',
        'You become worse',
      ],
      true,
    ),
  ];
  return protocol({
    sourceProtocolId: 240,
    title: 'Chest Pain',
    mode,
    dispositions: [
      disposition(1, 1, 20, 'Call 911 Now', null, [
        question(2401, 'Severe difficulty breathing (e.g., struggling for each breath, speaks in single words)', false),
        question(
          2402,
          '<b>Chest pain</b> lasting more than 5 minutes <b>and</b> any of: age over 44, known heart disease, or pain spreading to the arm, jaw or back',
          false,
        ),
        question(2403, 'Fainted, or too weak to stand', null),
      ]),
      disposition(2, 1, 10, 'Go to ED Now', null, [
        question(
          2404,
          'Chest pain that is constant and present <i>now</i>, not only with coughing or breathing',
          false,
        ),
      ]),
      disposition(5, 2, 30, 'See Today in Office', true, [
        question(
          2405,
          'Chest pain only when coughing or taking a deep breath <b>and</b> fever of 100.4&nbsp;&deg;F (38.0&nbsp;&deg;C) or higher',
          true,
        ),
      ]),
      disposition(9, 3, 10, 'Home Care', null, [
        question(2406, 'Chest wall pain from coughing, without fever', null, { ctVideoVisitEligible: true }),
      ]),
    ],
    adviceSections: [
      {
        title: 'Care Advice',
        adviceTopics: giveAdvice(mode, careAdvice, { 'Pain Medicines': [0, 1], Rest: [0], 'Call Back If': [0, 1, 3] }),
      },
      {
        title: 'Expected Course',
        adviceTopics: [topic(2415, 'Expected Course', ['Chest-wall pain from coughing lasts 1 to 2 weeks.'])],
      },
    ],
  });
}

/** An adult dose as the Medication sub-tab writes it (core's adultRecommendationText). */
export const ADULT_ACETAMINOPHEN_RECOMMENDATION =
  'Acetaminophen 650 mg every 4–6 hours as needed; no more than 3,000 mg in 24 hours (adult dose).';

/** The Cough protocol's handout given as a link, as the Handouts sub-tab writes it (core's handoutSentText). */
export const COUGH_HANDOUT_SENT = 'Cough handout: link given';

export function cough(mode: CareAdviceMode): SelectedProtocol {
  const careAdvice = [
    topic(1311, 'Cough Medicines', [
      'Cough drops or hard candy can soothe a tickly throat.',
      'Dextromethorphan (e.g., Robitussin DM) can be used for a dry cough that keeps you awake.',
    ]),
    topic(1312, 'Warm Fluids', ['Sip &frac12; cup (4&nbsp;oz) of warm water, tea or broth to loosen the cough.']),
    topic(1313, 'Humidifier', ['Use a cool-mist humidifier if the air in your home is dry.']),
    topic(1314, 'Stop Smoking', ['Do not smoke, and avoid being around smoke.']),
    topic(
      1315,
      'Call Back If',
      ['Trouble breathing', 'Fever above 103&nbsp;&deg;F (39.4&nbsp;&deg;C)', 'You become worse'],
      true,
    ),
  ];
  const coughProtocol = protocol({
    sourceProtocolId: 130,
    title: 'Cough',
    mode,
    dispositions: [
      disposition(1, 1, 20, 'Call 911 Now', null, [
        question(1301, 'Severe difficulty breathing (e.g., struggling for each breath, bluish lips)', false),
        question(1302, 'Coughing up large amounts of blood (more than a tablespoon)', null),
      ]),
      disposition(5, 2, 30, 'See Today in Office', null, [
        question(1303, 'Shortness of breath with walking or talking', false),
      ]),
      disposition(7, 2, 20, 'See Within 3 Days in Office', true, [
        question(1304, 'Fever and cough for more than 3 days', true, {
          ctVideoVisitEligible: true,
          videoVisitOffered: true,
          videoVisitAccepted: false,
        }),
        question(1305, 'Cough has lasted more than 3 weeks', null, { ctVideoVisitEligible: true }),
      ]),
      disposition(9, 3, 10, 'Home Care', null, [question(1306, 'Cough with no complications', null)]),
    ],
    adviceSections: [
      {
        title: 'Care Advice',
        adviceTopics: giveAdvice(mode, careAdvice, {
          'Cough Medicines': [0],
          'Warm Fluids': [0],
          Humidifier: [0],
          'Call Back If': [0, 1],
        }),
      },
    ],
  });
  // A dose added from the Medication sub-tab (its adult dose), its handout given as a link, and the
  // practice's version 3 of the protocol (published in the console, issue 34), which the note and the
  // Bundle name.
  return {
    ...coughProtocol,
    otcRecommendations: [ADULT_ACETAMINOPHEN_RECOMMENDATION],
    handoutsSent: [COUGH_HANDOUT_SENT],
    practiceVersion: 3,
  };
}

/** The override: the office is closed, so the patient goes to urgent care tonight. */
export const URGENT_CARE_OVERRIDE: DispositionOverride = {
  disposition: disposition(4, 2, 40, 'Go to Urgent Care Now', null, []),
  reason: 'End of day or office closed',
  notes: 'Office closed for the day; caller will go to the urgent care on Main St this evening.',
};

const COLUMBIA_TEXTS = [
  'Have you wished you were dead or wished you could go to sleep and not wake up?',
  'Have you actually had any thoughts of killing yourself?',
  'Have you been thinking about how you might do this?',
  'Have you had these thoughts and had some intention of acting on them?',
  'Have you started to work out or worked out the details of how to kill yourself?',
  'Do you intend to carry out this plan?',
  'Have you ever done anything, started to do anything, or prepared to do anything to end your life?',
  'Was this within the past 3 months?',
];

/** The eight questions with the given answers, by question number. */
export function columbiaQuestions(answers: readonly (boolean | null)[]): ColumbiaQuestion[] {
  return COLUMBIA_TEXTS.map((text, index) => ({
    id: index + 1,
    text,
    options: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
    selection: answers[index] ?? null,
  }));
}

export const FREE_NOTE = [
  'Caller is the patient. 52 y/o male, cough x 5 days, temp 100.6 F this afternoon.',
  'Sharp R-sided chest pain only when coughing since yesterday, pain <3/10 at rest.',
  'Denies SOB at rest. Hx HTN (lisinopril). Allergy: penicillin (rash).',
].join('\n');

/** The call's state for a care-advice mode (the answers are the same in every mode). */
export function chestPainCoughCall(mode: CareAdviceMode): CallState {
  return {
    selectedProtocols: [cough(mode), chestPain(mode)],
    activeProtocol: 'oh_adult130',
    dispositionOverride: URGENT_CARE_OVERRIDE,
    freeNote: FREE_NOTE,
    columbiaScale: {
      // Q1 yes, Q2 no, Q7 no: negative.
      questions: columbiaQuestions([true, false, null, null, null, null, false, null]),
      result: { score: 'negative', reasons: [] },
      bypass: { reason: null, otherReason: null },
      modalOpen: false,
    },
    callId: 'call-2025-0001',
    confirmBeforeReset: true,
    copyHasOccurred: false,
  };
}

/** The practice's options for a version, care-advice mode and question choice display. */
export function practiceOptions(
  version: string,
  careAdviceMode: CareAdviceMode,
  questionChoiceDisplay: QuestionChoiceDisplay,
): PracticeOptions {
  return {
    careAdviceMode,
    questionChoiceDisplay,
    videoVisitStrategy: 'protocol',
    persistCall: true,
    columbiaScaleProtocols: [],
    callSummaryOptions: { format: 'object', method: 'postMessage', version },
  };
}
