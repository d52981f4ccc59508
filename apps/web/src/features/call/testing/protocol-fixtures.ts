/** Protocol fixtures for the call feature's tests. Never imported by production code. */
import type { ContentSet, Protocol, ProtocolContent, ProtocolListItem } from '@triage/contracts';

export const ADULT_SET: ContentSet = {
  id: 1,
  name: 'oh_adult',
  description: 'Adult Office Hours (demo)',
  version: '1',
  group: 'oh',
  published: '2026-01-01',
  isDemo: true,
  copyright: '© 2026 Demo',
};

export const PEDS_SET: ContentSet = {
  ...ADULT_SET,
  id: 2,
  name: 'oh_peds',
  description: 'Pediatric Office Hours (demo)',
};

export function listItem(
  sourceProtocolId: number,
  title: string,
  overrides: Partial<ProtocolListItem> = {},
): ProtocolListItem {
  const contentSet = overrides.contentSet ?? ADULT_SET;
  return {
    id: sourceProtocolId,
    fullId: `${contentSet.name}${sourceProtocolId}`,
    sourceProtocolId,
    title,
    keywords: [],
    contentSet,
    definition: `<p>${title} definition</p>`,
    smapDispositions: [],
    smaps: [],
    version: null,
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: true,
    ...overrides,
  };
}

export function contentOf(item: ProtocolListItem, overrides: Partial<ProtocolContent> = {}): ProtocolContent {
  return {
    id: item.sourceProtocolId,
    title: item.title,
    definition: item.definition,
    background: '<p>Background</p>',
    contentSet: item.contentSet.id,
    initialAssessmentQuestions: '1. ONSET: When did it start?',
    references: [],
    dispositions: [
      {
        id: item.sourceProtocolId * 10,
        dispositionLevelId: 1,
        rank: 1,
        title: 'Call 911 Now',
        useAsOverride: false,
        selected: null,
        questions: [
          { id: item.sourceProtocolId * 100 + 1, text: 'Severe difficulty breathing', selected: null, advice: [] },
        ],
      },
    ],
    adviceSections: [],
    firstAid: null,
    smaps: [],
    keywords: [],
    ...overrides,
  };
}

export function fullProtocol(item: ProtocolListItem, content: Partial<ProtocolContent> = {}): Protocol {
  return {
    ...item,
    contentSetId: item.contentSet.id,
    content: contentOf(item, content),
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: false,
    callbackDiscussed: false,
  };
}

export const ABDOMINAL_PAIN = listItem(201, 'Abdominal Pain', { keywords: ['tummy ache'] });
export const FEVER = listItem(210, 'Fever');
export const COUGH = listItem(205, 'Cough');
