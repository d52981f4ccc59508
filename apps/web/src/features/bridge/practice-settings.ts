/** The bridge's view of the practice options (spec section 3: integrationDisabled, callSummaryOptions). */
import type { PracticeOptions } from '@triage/contracts';
import type { BridgePracticeSettings } from './host-bridge.ts';

export function bridgePracticeSettings(options: PracticeOptions | null | undefined): BridgePracticeSettings {
  return {
    integrationDisabled: options?.integrationDisabled === true,
    originWhitelist: options?.callSummaryOptions?.originWhitelist,
  };
}
