/** Serves a host command while the calling component is mounted. */
import type { BridgeCommandAction } from '@triage/contracts';
import { useEffect, useRef } from 'react';
import { getHostBridge } from './bridge-instance.ts';
import type { BridgeCommandHandler } from './command-handlers.ts';

/**
 * Registers `handler` for `action` on the running bridge while mounted; the latest mounted
 * registration serves. The handler may change between renders without re-registering.
 */
export function useBridgeCommandHandler<A extends BridgeCommandAction>(action: A, handler: BridgeCommandHandler<A>) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const bridge = getHostBridge();
    if (!bridge) return;
    return bridge.registerHandler(action, (payload, context) => latest.current(payload, context));
  }, [action]);
}
