import type { Account } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE, dispositionScriptText, initialCallState } from '@triage/core';
import { makeContent, makeDisposition, makeSelectedProtocol } from '@triage/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';
import type { HostBridge } from '../host-bridge.ts';
import { appCommandHandlers, COLUMBIA_REQUIRED } from './app-commands.ts';
import { bridgeTabOf, followCallForEvents } from './ui-events.ts';

describe('the texts and tabs the app sends to the host', () => {
  it('names the main tab of a route as the host API does', () => {
    expect(bridgeTabOf('/protocols')).toBe('search');
    expect(bridgeTabOf('/protocols/criteria')).toBe('search');
    expect(bridgeTabOf('/triage/questions')).toBe('triage');
    expect(bridgeTabOf('/plan/education')).toBe('plan');
    expect(bridgeTabOf('/triageish')).toBe('search');
  });
});

describe('the disposition-selected event', () => {
  afterEach(() => useCallStore.setState({ ...initialCallState(), protocolLoads: {} }));

  it("names the protocol's result: its most acute selected disposition, whatever the content order", () => {
    const sendEvent = vi.fn();
    const stop = followCallForEvents({ sendEvent } as unknown as HostBridge);
    const dispositions = [
      makeDisposition({ id: 3, dispositionLevelId: 3, title: 'Home Care', selected: true }),
      makeDisposition({ id: 1, dispositionLevelId: 1, title: 'Call 911 Now', selected: true }),
    ];
    const protocol = makeSelectedProtocol({ id: 7, title: 'Cough', content: makeContent({ id: 7, dispositions }) });
    useCallStore.setState({ selectedProtocols: [protocol] });
    stop();
    expect(sendEvent).toHaveBeenCalledWith(
      'disposition-selected',
      expect.objectContaining({ dispositionLevel: 1, dispositionTitle: 'Call 911 Now' }),
    );
  });

  it("sends the disposition script as core's plain text, the grammar the script's HTML uses", () => {
    const sendEvent = vi.fn();
    const stop = followCallForEvents({ sendEvent } as unknown as HostBridge);
    const script = '**Call 911 Now**\n* Hang up and call 911.\n\nTake 2 **tablets** now';
    const dispositions = [
      makeDisposition({ id: 1, dispositionLevelId: 1, title: 'Call 911 Now', selected: true, script }),
    ];
    const protocol = makeSelectedProtocol({
      id: 8,
      title: 'Chest Pain',
      content: makeContent({ id: 8, dispositions }),
    });
    useCallStore.setState({ selectedProtocols: [protocol] });
    stop();
    expect(sendEvent).toHaveBeenCalledWith(
      'disposition-selected',
      expect.objectContaining({ guidance: dispositionScriptText(script) }),
    );
    expect(dispositionScriptText(script)).toBe('Call 911 Now\nHang up and call 911.\nTake 2 **tablets** now');
  });
});

/** The command handlers over the call store, with no protocol list and no navigation. */
function callBundleHandlers() {
  return appCommandHandlers({
    protocolList: async () => [],
    currentTab: () => 'search',
    goTo: () => true,
    afterReset: () => undefined,
  });
}

describe('the get-call-bundle command', () => {
  afterEach(() => {
    useCallStore.setState({ ...initialCallState(), protocolLoads: {} });
    useSessionStore.getState().clearSession();
  });

  it('answers the call as a FHIR transaction Bundle for the host’s patient, naming the nurse', async () => {
    // The parts of an account the Bundle reads: the practice options and the call-note template.
    const account = {
      options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true },
      callNoteTemplate: DEFAULT_CALL_NOTE_TEMPLATE,
    } as unknown as Account;
    useSessionStore.getState().setSession(account, 'Ann');
    const dispositions = [makeDisposition({ id: 3, dispositionLevelId: 3, title: 'Home Care', selected: true })];
    const protocol = makeSelectedProtocol({ id: 7, title: 'Cough', content: makeContent({ id: 7, dispositions }) });
    useCallStore.setState({ callId: 'call-9', selectedProtocols: [{ ...protocol, selectionMode: 'explicit' }] });
    const handlers = callBundleHandlers();
    const context = { origin: 'https://host.example', correlationId: 'c1' };
    const result = await handlers['get-call-bundle']?.(
      { patient: 'Patient/9', practitioner: 'Practitioner/4' },
      context,
    );
    const types = result?.bundle.entry as { resource: { resourceType: string; subject?: unknown } }[];
    expect(result?.bundle.type).toBe('transaction');
    expect(types.map((entry) => entry.resource.resourceType)).toEqual(
      expect.arrayContaining(['Encounter', 'QuestionnaireResponse', 'Observation', 'Provenance']),
    );
    expect(types[0]?.resource.subject).toEqual({ reference: 'Patient/9' });
    expect(result?.problems).toEqual([]);
  });

  it('refuses while a required C-SSRS screening is neither done nor bypassed, as COPY does', async () => {
    const account = {
      options: {
        careAdviceMode: 'simple',
        questionChoiceDisplay: 'onlyYes',
        persistCall: true,
        columbiaScaleProtocols: [7],
      },
      callNoteTemplate: DEFAULT_CALL_NOTE_TEMPLATE,
    } as unknown as Account;
    useSessionStore.getState().setSession(account, 'Ann');
    const protocol = makeSelectedProtocol({ id: 7, title: 'Depression', content: makeContent({ id: 7 }) });
    useCallStore.setState({ callId: 'call-9', selectedProtocols: [{ ...protocol, selectionMode: 'explicit' }] });
    const handlers = callBundleHandlers();
    const context = { origin: 'https://host.example', correlationId: 'c2' };
    await expect(handlers['get-call-bundle']?.({ patient: 'Patient/9' }, context)).rejects.toThrow(COLUMBIA_REQUIRED);
    // Once the screening is bypassed with a reason, the call may leave.
    useCallStore.setState((state) => ({
      columbiaScale: { ...state.columbiaScale, bypass: { reason: 'Refused to answer', otherReason: null } },
    }));
    await expect(handlers['get-call-bundle']?.({ patient: 'Patient/9' }, context)).resolves.toMatchObject({
      problems: [],
    });
  });
});
