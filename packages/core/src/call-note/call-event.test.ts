import type { CallState, OverrideReason } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { callEventOf } from './call-event.ts';
import { deepFreeze } from './testing/builders.ts';
import { chestPainCoughCall, FREE_NOTE, practiceOptions } from './testing/chest-pain-cough-call.ts';

const OPTIONS = { ...practiceOptions('20250429-VA', 'detailed', 'onlyYes'), columbiaScaleProtocols: [240] };
const COPIED_AT = Date.parse('2026-03-02T17:05:00.000Z');

const CALL_ID = '6f1c2b8e-4a57-4f1e-9a0b-2d3c4e5f6a7b';

function eventOf(call: CallState, changes: Partial<Parameters<typeof callEventOf>[0]> = {}) {
  return callEventOf({
    call: deepFreeze(call.callId === null ? call : { ...call, callId: CALL_ID }),
    options: OPTIONS,
    copiedAt: COPIED_AT,
    startedAt: COPIED_AT - 284_000,
    embedded: false,
    ehrUserId: null,
    suggestions: { accepted: 2, rejected: 1 },
    overrideReasons: LISTED_OVERRIDE_REASONS,
    ...changes,
  });
}

/** Every string a call's event may hold besides its ids and time: the contract's enum values. */
const LISTED_OVERRIDE_REASONS: OverrideReason[] = ['End of day or office closed', 'Nurse judgment', 'Other'];

const ENUM_STRINGS = new Set<string>([
  ...LISTED_OVERRIDE_REASONS,
  'Other',
  'positive',
  'negative',
  'question',
  'override',
  '20250429-VA',
]);

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the call event', () => {
  it('records the protocols, each one’s disposition, the override replacing the call disposition and its reason', () => {
    const event = eventOf(chestPainCoughCall('detailed'));
    expect(event).toMatchObject({
      callId: CALL_ID,
      copiedAt: '2026-03-02T17:05:00.000Z',
      durationSeconds: 284,
      summaryVersion: '20250429-VA',
      contentSetIds: [1],
      // Most acute first: Chest Pain (See Today in Office) before Cough (See Within 3 Days).
      protocols: [
        { protocolId: 240, contentSetId: 1, dispositionId: 5 },
        { protocolId: 130, contentSetId: 1, dispositionId: 7 },
      ],
      callDispositionId: 4,
      basis: { kind: 'override' },
      overrideReason: 'End of day or office closed',
      columbia: { required: true, result: 'negative', bypassReason: null },
      videoVisit: { offered: true, accepted: false },
      suggestions: { accepted: 2, rejected: 1 },
    });
    expect(event?.adviceTopics).toBeGreaterThan(0);
  });

  it('without an override, the most acute disposition of the call and the yes question that set it', () => {
    const event = eventOf({ ...chestPainCoughCall('simple'), dispositionOverride: null });
    expect(event).toMatchObject({
      callDispositionId: 5,
      basis: { kind: 'question', protocolId: 240, questionId: 2405 },
      overrideReason: null,
    });
  });

  it('records a bypass by its listed reason, never the Other text', () => {
    const call = chestPainCoughCall('simple');
    const event = eventOf({
      ...call,
      columbiaScale: {
        ...call.columbiaScale,
        result: { score: null, reasons: [] },
        bypass: { reason: 'Other', otherReason: 'Wife says he keeps a rifle in the truck' },
      },
    });
    expect(event?.columbia).toEqual({ required: true, result: null, bypassReason: 'Other' });
    expect(JSON.stringify(event)).not.toContain('rifle');
  });

  it('holds no free text: every string is an id, the time or a value of the contract’s lists', () => {
    const call = chestPainCoughCall('detailed');
    const event = eventOf(call);
    const free = stringsOf(event).filter((s) => !ENUM_STRINGS.has(s) && s !== event?.callId && s !== event?.copiedAt);
    expect(free).toEqual([]);
    // The words of the listed reasons (e.g. 'office closed') are the only words of the event.
    const listed = new Set([...ENUM_STRINGS].flatMap((s) => s.toLowerCase().split(/[^a-z]+/)));
    const json = JSON.stringify(event).toLowerCase();
    const questionTexts = call.selectedProtocols.flatMap((p) =>
      (p.content?.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.text)),
    );
    const patientTexts = [FREE_NOTE, call.dispositionOverride?.notes ?? '', ...questionTexts];
    const patientWords = patientTexts
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 5 && !listed.has(w));
    expect(patientWords.length).toBeGreaterThan(20);
    for (const word of patientWords) expect(json).not.toContain(word);
  });

  it('keeps the duration within the contract and counts the protocols the note names, an opened one included', () => {
    const call = chestPainCoughCall('simple');
    const toggled = {
      ...call,
      selectedProtocols: call.selectedProtocols.map((p) => ({ ...p, selectionMode: 'toggle' as const })),
    };
    // A protocol only opened is in the note (reviewed, no question answered), so it counts as used.
    expect(eventOf(toggled, { startedAt: null })).toMatchObject({
      protocols: expect.arrayContaining(
        call.selectedProtocols.map((p) => expect.objectContaining({ protocolId: p.sourceProtocolId })),
      ),
      durationSeconds: 0,
      callDispositionId: 4,
    });
    expect(eventOf(call, { startedAt: COPIED_AT - 3 * 86_400_000 })?.durationSeconds).toBe(86_400);
    expect(eventOf({ ...call, callId: null })).toBeNull();
  });
});
