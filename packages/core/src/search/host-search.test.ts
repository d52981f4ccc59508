import { describe, expect, it } from 'vitest';
import { makeContentSet, makeProtocolListItem } from '../testing/factories.ts';
import { searchForHost } from './host-search.ts';
import { createProtocolSearch } from './protocol-search.ts';

describe('searchForHost', () => {
  const protocols = [
    makeProtocolListItem({ fullId: 'oh_adult1', title: 'Cough', keywords: [], definition: '<p>Adult cough</p>' }),
    makeProtocolListItem({
      fullId: 'oh_peds2',
      title: 'Cough',
      keywords: [],
      definition: '<p>Child cough</p>',
      contentSet: makeContentSet({ name: 'oh_peds' }),
    }),
    makeProtocolListItem({
      fullId: 'other3',
      title: 'Cough',
      keywords: [],
      contentSet: makeContentSet({ name: 'oh_general' }),
    }),
    makeProtocolListItem({ fullId: 'oh_adult4', title: 'Croup Cough', keywords: [] }),
  ];
  const search = createProtocolSearch(protocols);

  it('answers with full id, title, definition and age group, in rank order', () => {
    expect(searchForHost(search, 'cough', 10)).toEqual([
      { id: 'oh_adult1', title: 'Cough', definition: '<p>Adult cough</p>', ageGroup: 'Adult' },
      { id: 'oh_peds2', title: 'Cough', definition: '<p>Child cough</p>', ageGroup: 'Pediatric' },
      { id: 'oh_adult4', title: 'Croup Cough', definition: expect.any(String), ageGroup: 'Adult' },
    ]);
  });

  it('stops at the limit', () => {
    expect(searchForHost(search, 'cough', 1).map((hit) => hit.id)).toEqual(['oh_adult1']);
  });

  it('honours restriction words', () => {
    expect(searchForHost(search, 'peds cough', 10).map((hit) => hit.id)).toEqual(['oh_peds2']);
  });
});
