import { describe, expect, it } from 'vitest';
import { isFirstAidReason, parseReason } from './reason.ts';

describe('parseReason', () => {
  it('splits the labelled parts written on separate lines', () => {
    expect(parseReason('R/O: appendicitis\nREASON: pain moved to the right\nNOTES: see FAQ')).toEqual([
      { label: 'R/O', text: 'appendicitis' },
      { label: 'REASON', text: 'pain moved to the right' },
      { label: 'NOTES', text: 'see FAQ' },
    ]);
  });

  it('finds labels in capitals within a line', () => {
    expect(parseReason('R/O: sepsis. FIRST AID: keep warm')).toEqual([
      { label: 'R/O', text: 'sepsis.' },
      { label: 'FIRST AID', text: 'keep warm' },
    ]);
  });

  it('accepts any case at the start of a line but not in running text', () => {
    expect(parseReason('Note: call back if worse\n  reason: unclear')).toEqual([
      { label: 'NOTE', text: 'call back if worse' },
      { label: 'REASON', text: 'unclear' },
    ]);
    expect(parseReason('Ask the caller, note: only once\nthe reason: unclear')).toEqual([
      { label: null, text: 'Ask the caller, note: only once\nthe reason: unclear' },
    ]);
  });

  it('keeps text before the first label as an unlabelled part and drops empty parts', () => {
    expect(parseReason('Serious sign.\nNOTE:\nREASON: x')).toEqual([
      { label: null, text: 'Serious sign.' },
      { label: 'REASON', text: 'x' },
    ]);
  });

  it('distinguishes NOTE from NOTES', () => {
    expect(parseReason('NOTE: a\nNOTES: b').map((part) => part.label)).toEqual(['NOTE', 'NOTES']);
  });

  it('returns no parts for a missing or blank reason', () => {
    expect(parseReason(null)).toEqual([]);
    expect(parseReason('  ')).toEqual([]);
  });
});

describe('first aid reasons', () => {
  it('recognises a FIRST AID part, which gets its own icon', () => {
    expect(isFirstAidReason({ label: 'FIRST AID', text: 'x' })).toBe(true);
    expect(isFirstAidReason({ label: 'REASON', text: 'x' })).toBe(false);
  });
});
