import type { AdviceTopic, CareAdviceMode } from '@triage/contracts';

/** Compile-time exhaustiveness: reaching this with a real value means a mode was not handled. */
export function unhandledMode(mode: never): never {
  throw new Error(`Unhandled care advice mode: ${String(mode)}`);
}

/**
 * Whether the nurse can select the nuggets of this topic: never in simple mode, only under a
 * reasons-to-call-back topic in headings mode, always in detailed mode.
 */
export function isNuggetSelectable(mode: CareAdviceMode, topic: Pick<AdviceTopic, 'isReasonsToCallBack'>): boolean {
  switch (mode) {
    case 'simple':
      return false;
    case 'headings':
      return topic.isReasonsToCallBack;
    case 'detailed':
      return true;
    default:
      return unhandledMode(mode);
  }
}

/** The tooltip of a topic checkbox: 'Double-click to select all' on an expanded topic in detailed mode. */
export function topicCheckboxTooltip(mode: CareAdviceMode, isExpanded: boolean): string | null {
  switch (mode) {
    case 'simple':
    case 'headings':
      return null;
    case 'detailed':
      return isExpanded ? 'Double-click to select all' : null;
    default:
      return unhandledMode(mode);
  }
}
