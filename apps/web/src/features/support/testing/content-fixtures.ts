/** Test data of the support feature's tests: content sets and protocol list items. Never imported by production code. */
import type { ContentSet, ProtocolListItem } from '@triage/contracts';
import { makeContentSet, makeProtocolListItem } from '@triage/core/testing';

export function testContentSet(overrides: Partial<ContentSet> = {}): ContentSet {
  return makeContentSet({
    description: 'Adult Office Hours (demo)',
    version: '2026.1',
    published: '2026-01-15',
    year: 2026,
    ...overrides,
  });
}

export function testProtocol(contentSet: ContentSet, id: number): ProtocolListItem {
  return makeProtocolListItem({
    id,
    searchTitle: `Protocol ${id}`,
    contentSet,
    definition: '',
    version: null,
    allowDemo: true,
    selectionMode: 'toggle',
  });
}
