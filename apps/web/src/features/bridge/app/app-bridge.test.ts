import { dispositionScriptText, initialCallState } from '@triage/core';
import { makeContent, makeDisposition, makeSelectedProtocol } from '@triage/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import type { HostBridge } from '../host-bridge.ts';
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
