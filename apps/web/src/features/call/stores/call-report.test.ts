import { makeSelectedProtocol } from '@triage/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { endTestCall, startTestCall } from '../../../testing/call.ts';
import { callPatientTexts, describeCallForErrorReport } from './call-report.ts';
import { useCallStore } from './use-call-store.ts';

afterEach(() => endTestCall());

describe('what a crash report may know of the call', () => {
  it('gives the patient texts to redact: free note, override notes, bypass reason and the doses added (with the weight)', () => {
    const dose =
      'Acetaminophen 160 mg (5 mL of 160 mg/5 mL liquid) every 4–6 hours as needed; no more than 5 doses in 24 hours. Weight 14 kg.';
    startTestCall([makeSelectedProtocol({ selectionMode: 'explicit', otcRecommendations: [dose] })]);
    useCallStore.setState({
      freeNote: 'Mother calling about Sam',
      dispositionOverride: { disposition: null, reason: 'Other', notes: 'Lives on Elm St' },
    });
    expect(callPatientTexts()).toEqual(['Mother calling about Sam', 'Lives on Elm St', dose]);
    // The description has counts and flags only.
    expect(JSON.stringify(describeCallForErrorReport())).not.toContain('14 kg');
  });

  it('has nothing to redact in an empty call', () => {
    startTestCall([makeSelectedProtocol({ selectionMode: 'explicit' })]);
    expect(callPatientTexts()).toEqual([]);
  });
});
