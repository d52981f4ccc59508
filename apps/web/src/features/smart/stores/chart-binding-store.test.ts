import { initialCallState } from '@triage/core';
import { afterEach, describe, expect, it } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import { ehrPatientOfCall, useChartBindingStore } from './chart-binding-store.ts';

const A = { fhirBase: 'https://ehr.example/fhir', patient: 'Patient/a' };

afterEach(() => {
  useCallStore.setState({ ...initialCallState(), protocolLoads: {} });
  useChartBindingStore.getState().clear();
});

describe('the call a launch binds', () => {
  it('is the first call started after a launch that found none open; a later call is not bound', () => {
    useChartBindingStore.getState().bindAtLaunch(A);
    expect(useChartBindingStore.getState()).toMatchObject({ binding: null, pending: A });
    useCallStore.setState({ callId: 'call-1' });
    expect(useChartBindingStore.getState()).toMatchObject({
      binding: { callId: 'call-1', ...A, how: 'launch', sent: null },
      pending: null,
    });
    expect(ehrPatientOfCall('call-1')).toBe('Patient/a');
    // RESET: the call id goes, and the next call's id is bound to nobody.
    useCallStore.setState({ callId: null });
    useCallStore.setState({ callId: 'call-2' });
    expect(useChartBindingStore.getState().binding).toBeNull();
    expect(ehrPatientOfCall('call-2')).toBeNull();
  });

  it('is the call open at launch, kept while the call keeps its id', () => {
    useCallStore.setState({ callId: 'call-7' });
    useChartBindingStore.getState().bindAtLaunch(A);
    expect(useChartBindingStore.getState().binding).toMatchObject({ callId: 'call-7', how: 'launch' });
    useChartBindingStore.getState().markSent('call-7', { at: '2026-11-29T10:00:00Z', note: 'DocumentReference/1' });
    expect(useChartBindingStore.getState().binding?.sent).toEqual({
      at: '2026-11-29T10:00:00Z',
      note: 'DocumentReference/1',
    });
    useChartBindingStore.getState().markSent('call-8', { at: 'x', note: null });
    expect(useChartBindingStore.getState().binding?.callId).toBe('call-7');
  });
});
