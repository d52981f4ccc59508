/** Protocol fixtures for the call feature's tests. Never imported by production code. */
import type { ContentSet, Protocol, ProtocolContent, ProtocolListItem } from '@triage/contracts';
import {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeProtocol,
  makeProtocolListItem,
  makeQuestion,
} from '@triage/core/testing';

export const ADULT_SET: ContentSet = makeContentSet({
  description: 'Adult Office Hours (demo)',
  version: '1',
  published: '2026-01-01',
  isDemo: true,
  copyright: '© 2026 Demo',
});

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
  return makeProtocolListItem({
    id: sourceProtocolId,
    sourceProtocolId,
    title,
    contentSet: ADULT_SET,
    definition: `<p>${title} definition</p>`,
    version: null,
    allowDemo: true,
    ...overrides,
  });
}

export function contentOf(item: ProtocolListItem, overrides: Partial<ProtocolContent> = {}): ProtocolContent {
  return makeContent({
    id: item.sourceProtocolId,
    title: item.title,
    definition: item.definition,
    background: '<p>Background</p>',
    contentSet: item.contentSet.id,
    initialAssessmentQuestions: '1. ONSET: When did it start?',
    dispositions: [
      makeDisposition({
        id: item.sourceProtocolId * 10,
        dispositionLevelId: 1,
        title: 'Call 911 Now',
        questions: [makeQuestion({ id: item.sourceProtocolId * 100 + 1, text: 'Severe difficulty breathing' })],
      }),
    ],
    firstAid: null,
    ...overrides,
  });
}

export function fullProtocol(item: ProtocolListItem, content: Partial<ProtocolContent> = {}): Protocol {
  return makeProtocol({ ...item, content: contentOf(item, content) });
}

export const ABDOMINAL_PAIN = listItem(201, 'Abdominal Pain', { keywords: ['tummy ache'] });
export const FEVER = listItem(210, 'Fever');
export const COUGH = listItem(205, 'Cough');
