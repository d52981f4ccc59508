/**
 * The sample calls the call-note template editor previews the note with (no patient's data): one
 * protocol or four, a disposition override, a C-SSRS result or a bypassed screening. Each is a
 * whole call as the nurse's app holds it, so the preview goes through the very renderer COPY uses.
 */
import type {
  AdviceTopic,
  CareAdviceMode,
  ColumbiaScale,
  ContentSet,
  Disposition,
  Question,
  SelectedProtocol,
} from '@triage/contracts';
import type { CallNoteCall } from '@triage/core/call-note';

export const SAMPLE_CALLS = [
  { id: 'one', label: 'One protocol' },
  { id: 'four', label: 'Four protocols' },
  { id: 'override', label: 'One protocol, disposition overridden' },
  { id: 'columbia', label: 'One protocol with a C-SSRS result' },
  { id: 'columbia-bypass', label: 'One protocol with the C-SSRS bypassed' },
] as const;
export type SampleCallId = (typeof SAMPLE_CALLS)[number]['id'];

const SAMPLE_SET: ContentSet = {
  id: 1,
  name: 'oh_adult',
  description: 'Sample content set',
  version: 'sample',
  group: 'oh',
  published: '2024-01-01',
};

function question(id: number, text: string, selected: boolean | null): Question {
  return { id, text, selected, advice: [] };
}

function disposition(id: number, level: number, title: string, questions: Question[]): Disposition {
  const selected = questions.some((q) => q.selected === true) ? true : null;
  return { id, dispositionLevelId: level, rank: id * 10, title, useAsOverride: true, selected, questions };
}

/** A topic as the nurse leaves it in a care-advice mode: given, its nuggets chosen where the mode chooses them. */
function topic(id: number, title: string, nuggets: string[], mode: CareAdviceMode, isCallBack = false): AdviceTopic {
  const choosesNuggets = mode === 'detailed' || (mode === 'headings' && isCallBack);
  return {
    id,
    title,
    selected: true,
    active: true,
    isReasonsToCallBack: isCallBack,
    adviceNuggets: nuggets.map((text) => ({ text, selected: choosesNuggets })),
    edited: false,
    added: false,
  };
}

interface ProtocolSample {
  id: number;
  title: string;
  dispositions: Disposition[];
  advice: [string, string[]][];
  callBack: string[];
}

function protocol(sample: ProtocolSample, mode: CareAdviceMode): SelectedProtocol {
  const definition = `<p>${sample.title}.</p>`;
  const topics = sample.advice.map(([title, nuggets], index) => topic(sample.id * 10 + index, title, nuggets, mode));
  topics.push(topic(sample.id * 10 + 9, 'Call Back If', sample.callBack, mode, true));
  return {
    id: sample.id,
    fullId: `${SAMPLE_SET.name}${sample.id}`,
    sourceProtocolId: sample.id,
    title: sample.title,
    keywords: [],
    contentSet: SAMPLE_SET,
    definition,
    smapDispositions: [],
    smaps: [],
    version: 'sample',
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: true,
    contentSetId: SAMPLE_SET.id,
    content: {
      id: sample.id,
      title: sample.title,
      definition,
      contentSet: SAMPLE_SET.id,
      references: [],
      dispositions: sample.dispositions,
      adviceSections: [{ title: 'Care Advice', adviceTopics: topics }],
      smaps: [],
      keywords: [],
    },
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: mode === 'simple',
    callbackDiscussed: mode === 'simple',
    selectionMode: 'explicit',
  };
}

const COUGH: ProtocolSample = {
  id: 9001,
  title: 'Cough (sample)',
  dispositions: [
    disposition(1, 1, 'Call 911 Now', [question(90011, 'Severe difficulty breathing', false)]),
    disposition(4, 2, 'See Within 3 Days in Office', [question(90012, 'Fever and cough for more than 3 days', true)]),
  ],
  advice: [['Humidifier', ['Use a cool-mist humidifier if the air is dry.']]],
  callBack: ['Trouble breathing', 'You become worse'],
};

const OTHERS: ProtocolSample[] = [
  {
    id: 9002,
    title: 'Chest Pain (sample)',
    dispositions: [
      disposition(1, 1, 'Call 911 Now', [question(90021, 'Chest pain lasting more than 5 minutes', false)]),
      disposition(3, 2, 'See Today in Office', [question(90022, 'Chest pain only when coughing, with fever', true)]),
    ],
    advice: [['Rest', ['Rest until the fever is gone.']]],
    callBack: ['Chest pain becomes constant or severe'],
  },
  {
    id: 9003,
    title: 'Sore Throat (sample)',
    dispositions: [disposition(9, 3, 'Home Care', [question(90031, 'Sore throat with cold symptoms', true)])],
    advice: [['Warm Fluids', ['Sip warm tea with honey.']]],
    callBack: ['Trouble swallowing saliva'],
  },
  {
    id: 9004,
    title: 'Headache (sample)',
    dispositions: [
      disposition(2, 1, 'Go to ED Now', [question(90041, 'Worst headache of your life', false)]),
      disposition(9, 3, 'Home Care', [question(90042, 'Mild headache', null)]),
    ],
    advice: [['Pain Medicines', ['Acetaminophen as needed for pain.']]],
    callBack: ['Headache becomes severe'],
  },
];

function columbiaOf(sample: SampleCallId, base: ColumbiaScale): ColumbiaScale {
  if (sample === 'columbia') {
    return {
      ...base,
      questions: base.questions.map((q) => (q.id <= 2 ? { ...q, selection: q.id === 1 } : q)),
      result: { score: 'negative', reasons: [] },
    };
  }
  if (sample === 'columbia-bypass')
    return { ...base, bypass: { reason: 'Call was from caregiver', otherReason: null } };
  return base;
}

/**
 * The sample call `sample`, its care advice given as the care-advice mode writes it.
 * `emptyColumbia` is the screening as a new call has it (core's `initialColumbiaScale()`).
 */
export function sampleCall(sample: SampleCallId, mode: CareAdviceMode, emptyColumbia: ColumbiaScale): CallNoteCall {
  const protocols = sample === 'four' ? [COUGH, ...OTHERS] : [COUGH];
  const first = protocol(COUGH, mode);
  const override =
    sample === 'override'
      ? {
          disposition: disposition(2, 1, 'Go to Urgent Care Now', []),
          reason: 'End of day or office closed',
          notes: 'Office closed; caller will go to the urgent care this evening.',
        }
      : null;
  return {
    selectedProtocols: [first, ...protocols.slice(1).map((p) => protocol(p, mode))],
    dispositionOverride: override,
    freeNote: 'Sample call: no patient data. Caller reports symptoms for 5 days.',
    columbiaScale: columbiaOf(sample, emptyColumbia),
  };
}
