/** Protocol fixtures for the protocols feature's tests. Never imported by production code. */
import type { ContentSet, Protocol, ProtocolContent, ProtocolListItem } from '@triage/contracts';
import { makeContent, makeContentSet, makeProtocol, makeProtocolListItem } from '@triage/core/testing';

const SET: ContentSet = makeContentSet({
  description: 'Adult Office Hours (demo)',
  version: '1',
  published: '2026-01-01',
  isDemo: true,
  copyright: '© 2026 Triage Desk demo content',
});
const PEDS: ContentSet = { ...SET, id: 2, name: 'oh_peds', description: 'Pediatric Office Hours (demo)' };

function item(sourceProtocolId: number, title: string, keywords: string[], contentSet = SET): ProtocolListItem {
  return makeProtocolListItem({
    id: sourceProtocolId,
    sourceProtocolId,
    title,
    keywords,
    contentSet,
    definition: `<p>${title}: when to use it.</p>`,
    version: null,
    allowDemo: true,
  });
}

export const ABDOMINAL_PAIN: ProtocolListItem = {
  ...item(201, 'Abdominal Pain', ['tummy ache', 'stomach ache', 'belly pain']),
  smaps: [{ id: 1, text: 'Pain is mainly in the chest.', protocolTitle: 'Chest Pain', smapAlgorithmId: 204 }],
};
export const ABDOMINAL_PAIN_PEDS = item(301, 'Abdominal Pain', ['tummy ache'], PEDS);
export const CHEST_PAIN = item(204, 'Chest Pain', ['chest tightness']);
export const FEVER = item(210, 'Fever', ['high temperature']);
export const COUGH = item(205, 'Cough', ['coughing']);

export const INFORMATION_ONLY: ProtocolListItem = { ...item(901, 'Information Only Call', []), noProtocolOrder: 1 };

export const PROTOCOL_LIST: ProtocolListItem[] = [
  ABDOMINAL_PAIN,
  CHEST_PAIN,
  COUGH,
  FEVER,
  ABDOMINAL_PAIN_PEDS,
  INFORMATION_ONLY,
];

const CONTENT: Record<number, Partial<ProtocolContent>> = {
  201: {
    background: '<p>Most abdominal pain has a minor cause.</p>',
    initialAssessmentQuestions:
      '1. LOCATION: Where is the pain?\n- MILD: normal activities\n2. ONSET: When did it start?',
    firstAid: '<p><b>FIRST AID:</b> Lie down with the legs raised.</p>',
    references: [
      {
        title: 'Evaluation of acute abdominal pain',
        author: 'Cartwright SL',
        source: 'Am Fam Physician. 2008',
        pubMedId: '18441863',
      },
      {
        title: 'Abdominal pain guide',
        author: null,
        source: 'Available at: https://example.org/guide.',
        pubMedId: null,
      },
      { title: 'Telephone Triage Protocols', author: 'Briggs JK', source: 'Wolters Kluwer', pubMedId: null },
    ],
    smaps: ABDOMINAL_PAIN.smaps,
  },
  210: { background: null, firstAid: null, references: [], initialAssessmentQuestions: null },
};

export function fullProtocolOf(listItem: ProtocolListItem): Protocol {
  const content = makeContent({
    id: listItem.sourceProtocolId,
    title: listItem.title,
    definition: listItem.definition,
    background: '<p>Background.</p>',
    contentSet: listItem.contentSet.id,
    initialAssessmentQuestions: '1. ONSET: When did it start?',
    references: [{ title: 'A reference', author: 'Author A', source: 'Journal', pubMedId: null }],
    firstAid: null,
    keywords: listItem.keywords,
    ...CONTENT[listItem.sourceProtocolId],
  });
  return makeProtocol({ ...listItem, content });
}
