import type { PracticeOptions } from '@triage/contracts';
import { initialCallState } from '@triage/core';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core/call-note';
import { toSelectedProtocol } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import { FEVER, fullProtocol } from '../testing/protocol-fixtures.ts';
import { buildNoteForCall } from './call-note.ts';

const OPTIONS: PracticeOptions = {
  careAdviceMode: 'simple',
  questionChoiceDisplay: 'onlyYes',
  persistCall: true,
  callSummaryOptions: { version: '20250429-VA' },
};

function input(version?: string) {
  const base = fullProtocol(FEVER).content.dispositions ?? [];
  const answered = base.map((d) => ({
    ...d,
    selected: true,
    questions: d.questions.map((q) => ({ ...q, selected: true })),
  }));
  const fever = toSelectedProtocol(fullProtocol(FEVER, { dispositions: answered }), 'explicit');
  const call = {
    ...initialCallState(),
    selectedProtocols: [fever],
    activeProtocol: fever.fullId,
    freeNote: 'Temp 101 F',
    dispositionOverride: { disposition: base[0] ?? null, reason: 'Nurse judgment', notes: 'Seen last week' },
  };
  return {
    call,
    account: { options: OPTIONS, callNoteTemplate: DEFAULT_CALL_NOTE_TEMPLATE },
    sessionHasAdultAndPediatric: false,
    version,
  };
}

describe('the call note and summary of a call (COPY and the host page)', () => {
  it("is built in the practice's version, with the note COPY writes as its text", async () => {
    const note = await buildNoteForCall(input());
    expect(note?.summary.ctVersion).toBe('20250429-VA');
    expect(note?.text).toContain('Nurse note:\nTemp 101 F');
    expect(note?.text).toContain('Protocol: Fever');
  });

  it('gives the four versions of the same call with their differences', async () => {
    const versions = ['20250113-VA', '20250429-VA', '20190114', '20240701'];
    const built = await Promise.all(versions.map((version) => buildNoteForCall(input(version))));
    expect(built.map((b) => b?.summary.ctVersion)).toEqual(versions);
    const [va, vaOverride, oldest, video] = built.map((b) => b?.summary as unknown as Record<string, unknown>);
    expect(Object.hasOwn(va ?? {}, 'ssrsResult')).toBe(true);
    expect(Object.hasOwn(oldest ?? {}, 'ssrsResult')).toBe(false);
    expect(Object.hasOwn(video ?? {}, 'ssrsResult')).toBe(false);
    expect((vaOverride?.callDisposition as { override?: unknown } | undefined)?.override).toEqual({
      reason: 'Nurse judgment',
      details: 'Seen last week',
    });
    expect(Object.hasOwn((va?.callDisposition ?? {}) as object, 'override')).toBe(false);
    expect(new Set(built.map((b) => b?.text)).size).toBe(1);
  });

  it('is null when the call has nothing to note', async () => {
    const empty = { ...input(), call: initialCallState() };
    expect(await buildNoteForCall(empty)).toBeNull();
  });
});
