/**
 * The web app's one owner of call test set-up: signs in (session id, account with the given
 * practice options) and puts protocols in the app's real call store, the first one active, as a
 * restored call. Shared by every feature's tests. Never imported by production code.
 */
import type { PracticeOptions, SelectedProtocol } from '@triage/contracts';
import { initialCallState } from '@triage/core';
import { useAuthStore } from '../features/auth/index.ts';
import { useCallStore } from '../features/call/index.ts';
import { useSessionStore } from '../features/session/index.ts';
import { testAccount } from './api-stub.ts';

export interface TestCallOptions {
  callId?: string;
}

/** Signs in with these practice options and starts a call with these protocols (the first active). */
export function startTestCall(
  protocols: SelectedProtocol[],
  options: Partial<PracticeOptions> = {},
  { callId = 'call-1' }: TestCallOptions = {},
): void {
  useAuthStore.setState({ status: 'authenticated', sessionId: 'session-1' });
  useSessionStore.setState({
    account: testAccount({
      subscriptionEndDate: null,
      options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true, ...options },
    }),
    firstName: 'Ann',
  });
  useCallStore.setState({
    ...initialCallState(),
    selectedProtocols: protocols,
    activeProtocol: protocols[0]?.fullId ?? null,
    callId,
    protocolLoads: {},
    pendingRemoval: null,
    resumeOffer: 'none',
    // As in the app, where the call's screens show once the stored call is restored.
    restoreStatus: 'restored',
  });
}

/** Ends the call and signs out. */
export function endTestCall(): void {
  useCallStore.setState({ ...initialCallState(), protocolLoads: {}, pendingRemoval: null, resumeOffer: 'none' });
  useSessionStore.setState({ account: null, firstName: null });
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
}
