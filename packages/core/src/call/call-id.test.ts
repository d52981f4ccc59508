import { describe, expect, it } from 'vitest';
import { toSelectedProtocol } from '../protocol-selection/select.ts';
import { makeProtocol } from '../testing/factories.ts';
import { nextCallId, setFreeNote, withCallId } from './call-id.ts';
import { initialCallState } from './state.ts';

function ids(...values: string[]) {
  const queue = [...values];
  return () => queue.shift() ?? 'exhausted';
}

const protocol = toSelectedProtocol(makeProtocol(), 'toggle');

describe('nextCallId', () => {
  it('generates a call id when there is none', () => {
    expect(nextCallId({ callId: null, freeNote: 'Caller is the mother', selectedProtocols: [] }, ids('call-1'))).toBe(
      'call-1',
    );
  });

  it('reuses the call id while there is a note or a protocol', () => {
    expect(nextCallId({ callId: 'call-1', freeNote: 'note', selectedProtocols: [] }, ids('call-2'))).toBe('call-1');
    expect(nextCallId({ callId: 'call-1', freeNote: '', selectedProtocols: [protocol] }, ids('call-2'))).toBe('call-1');
  });

  it('generates a new one when the note is empty and no protocol is selected', () => {
    expect(nextCallId({ callId: 'call-1', freeNote: '', selectedProtocols: [] }, ids('call-2'))).toBe('call-2');
  });

  it('counts a note of only whitespace as empty', () => {
    expect(nextCallId({ callId: 'call-1', freeNote: '  \n ', selectedProtocols: [] }, ids('call-2'))).toBe('call-2');
  });
});

describe('withCallId', () => {
  it('returns the same state when the call id is reused', () => {
    const state = { ...initialCallState(), callId: 'call-1', freeNote: 'note' };
    expect(withCallId(state, ids('call-2'))).toBe(state);
  });
});

describe('setFreeNote', () => {
  it('sets the note, keeps the call id and clears copyHasOccurred', () => {
    const state = { ...initialCallState(), callId: 'call-1', freeNote: 'a', copyHasOccurred: true };
    expect(setFreeNote(state, 'ab', ids('call-2'))).toMatchObject({
      freeNote: 'ab',
      callId: 'call-1',
      copyHasOccurred: false,
    });
  });

  it('recomputes the call id: a note emptied with no protocol starts a new call id', () => {
    const state = { ...initialCallState(), callId: 'call-1', freeNote: 'a' };
    expect(setFreeNote(state, '', ids('call-2')).callId).toBe('call-2');
  });

  it('gives the first note of a call a call id', () => {
    expect(setFreeNote(initialCallState(), 'a', ids('call-1')).callId).toBe('call-1');
  });
});
