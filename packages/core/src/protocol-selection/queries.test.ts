import { describe, expect, it } from 'vitest';
import { makeProtocol, makeProtocolListItem } from '../testing/factories.ts';
import {
  activeSelectedProtocol,
  explicitProtocols,
  listWithoutExplicitProtocols,
  protocolsToPersist,
  protocolsUsedInCallLabel,
  selectionForCallId,
} from './queries.ts';
import { toSelectedProtocol } from './select.ts';

const cough = toSelectedProtocol(makeProtocol({ sourceProtocolId: 10, title: 'Cough' }), 'toggle');
const fever = toSelectedProtocol(makeProtocol({ sourceProtocolId: 20, title: 'Fever' }), 'explicit');
const rash = toSelectedProtocol(makeProtocol({ sourceProtocolId: 30, title: 'Rash' }), 'explicit');

describe('activeSelectedProtocol', () => {
  it('finds the active entry, or null', () => {
    expect(activeSelectedProtocol({ selectedProtocols: [cough, fever], activeProtocol: fever.fullId })).toBe(fever);
    expect(activeSelectedProtocol({ selectedProtocols: [cough], activeProtocol: null })).toBeNull();
  });
});

describe('protocolsToPersist', () => {
  it('drops a lone protocol that is not explicit', () => {
    expect(protocolsToPersist([cough])).toEqual([]);
  });

  it('keeps only the explicit protocols, in order', () => {
    expect(protocolsToPersist([cough, rash, fever])).toEqual([rash, fever]);
    expect(explicitProtocols([cough, rash])).toEqual([rash]);
  });
});

describe('protocolsUsedInCallLabel', () => {
  it('is singular for one protocol and plural for more', () => {
    expect(protocolsUsedInCallLabel(1)).toBe('Protocol Used In This Call');
    expect(protocolsUsedInCallLabel(2)).toBe('Protocols Used In This Call');
  });
});

describe('listWithoutExplicitProtocols', () => {
  it('excludes the protocols explicitly selected in the call from the list', () => {
    const list = [
      makeProtocolListItem({ sourceProtocolId: 10 }),
      makeProtocolListItem({ sourceProtocolId: 20 }),
      makeProtocolListItem({ sourceProtocolId: 40 }),
    ];
    expect(listWithoutExplicitProtocols(list, [cough, fever]).map((p) => p.sourceProtocolId)).toEqual([10, 40]);
  });
});

describe('selectionForCallId', () => {
  const start = { selectedProtocols: [cough, fever], activeProtocol: cough.fullId, freeNote: 'kept' };

  it('keeps the selection while the call id is the same', () => {
    expect(selectionForCallId(start, 'call-1', 'call-1')).toBe(start);
  });

  it('resets the selected list when the call id changes', () => {
    expect(selectionForCallId(start, 'call-1', 'call-2')).toEqual({
      selectedProtocols: [],
      activeProtocol: null,
      freeNote: 'kept',
    });
  });
});
