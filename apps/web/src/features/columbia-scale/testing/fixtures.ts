/**
 * Test set-up for the suicide-risk scale: a 'Depression and Suicide Concerns' protocol (source id
 * 209), the session options and the call store (the app's real store, seeded through its state).
 * Never imported by production code.
 */
import type { PracticeOptions, SelectedProtocol } from '@triage/contracts';
import { makeContent, makeContentSet, makeSelectedProtocol } from '@triage/core/testing';
import { endTestCall, startTestCall } from '../../../testing/call.ts';
import { useCallStore } from '../../call/index.ts';
import { resetColumbiaPrompt } from '../stores/columbia-prompt-store.ts';

export function depression(sourceProtocolId = 209): SelectedProtocol {
  const fields = { id: sourceProtocolId, title: 'Depression and Suicide Concerns', definition: '<p>Depression</p>' };
  return makeSelectedProtocol({
    ...fields,
    contentSet: makeContentSet({ description: 'Adult', published: '2024' }),
    selectionMode: 'explicit',
    content: makeContent(fields),
  });
}

export function startCall(
  protocols: SelectedProtocol[],
  options: Partial<PracticeOptions> = { columbiaScaleProtocols: [209, 320] },
  callId = 'call-1',
): void {
  startTestCall(protocols, options, { callId });
}

export function endCall(): void {
  endTestCall();
  resetColumbiaPrompt();
}

export const scale = () => useCallStore.getState().columbiaScale;
