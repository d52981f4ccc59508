/**
 * fast-check arbitraries for any valid call state, practice options and call-note template
 * (valid: of the shapes the contracts describe; texts are any strings, including markup,
 * Handlebars syntax, control characters and lone surrogates).
 */
import type {
  AdviceSection,
  AdviceTopic,
  CallNoteLayoutNode,
  CallNoteTemplate,
  CallState,
  ColumbiaQuestion,
  ContentSet,
  Disposition,
  DispositionOverride,
  PracticeOptions,
  Question,
  SelectedProtocol,
} from '@triage/contracts';
import fc from 'fast-check';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '../default-template.ts';

const TRICKY_TEXTS = [
  '<b>Chest pain</b>',
  '&frac12; cup &amp; &#xBD; &bogus;',
  'pain <5 min, >2 h',
  '{{title}}',
  '<script>alert(1)</script>',
  'Nothing by Mouth',
  'Rest',
  '\u202Eevil\u0000',
  'a\r\nb\u2028c',
  '',
  ' ',
];

export const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...TRICKY_TEXTS),
);

const answer = fc.constantFrom(true, false, null);
const id = fc.integer({ min: 0, max: 50 });

const question: fc.Arbitrary<Question> = fc.record(
  {
    id,
    text,
    selected: answer,
    advice: fc.constant([]),
    ctVideoVisitEligible: fc.boolean(),
    videoVisitEligible: fc.boolean(),
    videoVisitIneligible: fc.boolean(),
    isVideoVisitEligible: fc.boolean(),
    videoVisitOffered: answer,
    videoVisitAccepted: answer,
  },
  { requiredKeys: ['id', 'text', 'selected', 'advice'] },
);

const disposition: fc.Arbitrary<Disposition> = fc.record({
  id,
  dispositionLevelId: fc.integer({ min: 0, max: 5 }),
  rank: fc.integer({ min: -5, max: 100 }),
  title: text,
  useAsOverride: fc.boolean(),
  selected: answer,
  questions: fc.array(question, { maxLength: 4 }),
});

const topic: fc.Arbitrary<AdviceTopic> = fc.record({
  id,
  title: text,
  selected: fc.boolean(),
  active: fc.boolean(),
  isReasonsToCallBack: fc.boolean(),
  adviceNuggets: fc.array(fc.record({ text, selected: fc.boolean() }), { maxLength: 4 }),
  edited: fc.boolean(),
  added: fc.boolean(),
});

const section: fc.Arbitrary<AdviceSection> = fc.record({
  title: text,
  adviceTopics: fc.array(topic, { maxLength: 4 }),
});

const contentSet: fc.Arbitrary<ContentSet> = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  name: fc.constantFrom('oh_adult', 'oh_peds', 'ah_adult', 'ah_peds', 'odd', ''),
  description: fc.constant('Content'),
  version: fc.constant('1'),
  group: fc.constantFrom('oh', 'ah', '', 'xx'),
  published: fc.constant('2024-01-01'),
});

const protocol: fc.Arbitrary<SelectedProtocol> = fc
  .record({
    sourceProtocolId: fc.integer({ min: 1, max: 500 }),
    title: text,
    contentSet,
    selectionMode: fc.constantFrom('toggle' as const, 'explicit' as const),
    adviceDiscussed: fc.boolean(),
    callbackDiscussed: fc.boolean(),
    dispositions: fc.option(fc.array(disposition, { maxLength: 4 }), { nil: null }),
    adviceSections: fc.array(section, { maxLength: 3 }),
    hasContent: fc.boolean(),
  })
  .map((p) => ({
    id: p.sourceProtocolId,
    fullId: `${p.contentSet.name}${p.sourceProtocolId}`,
    sourceProtocolId: p.sourceProtocolId,
    title: p.title,
    keywords: [],
    contentSet: p.contentSet,
    definition: '',
    smapDispositions: [],
    smaps: [],
    version: null,
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: false,
    contentSetId: p.contentSet.id,
    content: p.hasContent
      ? {
          id: p.sourceProtocolId,
          title: p.title,
          definition: '',
          contentSet: p.contentSet.id,
          references: [],
          dispositions: p.dispositions,
          adviceSections: p.adviceSections,
          smaps: [],
          keywords: [],
        }
      : undefined,
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: p.adviceDiscussed,
    callbackDiscussed: p.callbackDiscussed,
    selectionMode: p.selectionMode,
  }));

const override: fc.Arbitrary<DispositionOverride | null> = fc.option(
  fc.record({
    disposition: fc.option(disposition, { nil: null }),
    reason: fc.option(text, { nil: null }),
    notes: fc.option(text, { nil: undefined }),
  }),
  { nil: null },
);

const columbiaQuestion: fc.Arbitrary<ColumbiaQuestion> = fc.record({
  id: fc.integer({ min: 1, max: 8 }),
  text,
  options: fc.constant([
    { label: 'Yes', value: true },
    { label: 'No', value: false },
  ]),
  selection: answer,
});

/** Any call state. */
export const callState: fc.Arbitrary<CallState> = fc.record({
  selectedProtocols: fc.array(protocol, { maxLength: 4 }),
  activeProtocol: fc.constant(null),
  dispositionOverride: override,
  freeNote: text,
  columbiaScale: fc.record({
    questions: fc.array(columbiaQuestion, { maxLength: 8 }),
    result: fc.record({
      score: fc.constantFrom(null, 'positive' as const, 'negative' as const),
      reasons: fc.array(text, { maxLength: 4 }),
    }),
    bypass: fc.record({
      reason: fc.constantFrom(
        null,
        'Refused to answer' as const,
        'Hung up before completion' as const,
        'Call was from caregiver' as const,
        'Symptoms required immediate response' as const,
        'Other' as const,
      ),
      otherReason: fc.option(text, { nil: null }),
    }),
    modalOpen: fc.constantFrom(false, true, 'bypass' as const),
  }),
  callId: fc.constant(null),
  confirmBeforeReset: fc.boolean(),
  copyHasOccurred: fc.boolean(),
});

/** Any practice options with a supported (or no) call summary version. */
export const practiceOptions: fc.Arbitrary<PracticeOptions> = fc.record(
  {
    careAdviceMode: fc.constantFrom('simple' as const, 'headings' as const, 'detailed' as const),
    questionChoiceDisplay: fc.constantFrom('onlyYes' as const, 'yesAndNo' as const),
    persistCall: fc.boolean(),
    videoVisitStrategy: fc.constantFrom('user' as const, 'protocol' as const, 'disposition' as const),
    columbiaScaleProtocols: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 3 }),
    callSummaryOptions: fc.record(
      { version: fc.constantFrom('20250113-VA', '20250429-VA', '20190114', '20240701', '') },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['careAdviceMode', 'questionChoiceDisplay', 'persistCall'] },
);

const TEMPLATE_PIECES = [
  '{{title}}',
  '{{#each protocols}}{{title}}: {{disposition.title}}\n{{/each}}',
  '{{#each positiveQuestions}}- {{text}}\n{{/each}}',
  '{{#if}}',
  '{{/each}}',
  '{{upper freeNote}}',
  '{{nope 1}}',
  '<b>{{freeNote}}</b><br>',
  '{{join reasonsToCallBack "; "}}',
  '{{> partial}}',
  '{{log "x"}}',
  '{{constructor.name}}',
  '{{@call.summary.ctVersion}}',
  '{{multiline freeNote}}',
  '{{indent freeNote 2}}',
  '\n',
];

const templateText = fc.array(fc.constantFrom(...TEMPLATE_PIECES), { maxLength: 4 }).map((pieces) => pieces.join(''));

const layoutNode: fc.Arbitrary<CallNoteLayoutNode> = fc.letrec<{ node: CallNoteLayoutNode }>((tie) => ({
  node: fc.record(
    {
      type: fc.constantFrom('root' as const, 'protocols' as const, 'footer' as unknown as 'root'),
      template: fc.constantFrom('a', 'b', 'missing', 'text/plain'),
      mimeType: fc.constantFrom('text/plain', 'text/html', 'text/rtf'),
      betweenSections: templateText,
      layout: fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'layout' }),
      custom: fc.record({ betweenProtocols: templateText }, { requiredKeys: [] }),
    },
    { requiredKeys: ['type'] },
  ),
})).node;

/** The default template, or any template (often broken) with any layout. */
export const callNoteTemplate: fc.Arbitrary<CallNoteTemplate> = fc.oneof(
  fc.constant(DEFAULT_CALL_NOTE_TEMPLATE),
  fc.record({
    templates: fc.record({ a: templateText, b: templateText, 'text/plain': templateText }, { requiredKeys: [] }),
    layout: layoutNode,
  }),
);
