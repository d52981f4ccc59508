/**
 * Whether the Medication sub-tab has anything to show for a protocol (spec section 2: 'hidden by a
 * check on the active protocol'). The rule chosen here: the protocol's care advice has a topic
 * about medicines — a topic title with the word medicine(s) or medication(s), such as 'Fever
 * Medicine' or 'Medications'. A protocol without such a topic (or whose content is not loaded)
 * hides the sub-tab.
 */
import type { ProtocolContent } from '@triage/contracts';

const MEDICATION_WORD = /\bmedic(?:ine|ines|ation|ations)\b/i;

export function hasMedicationAdvice(content: Pick<ProtocolContent, 'adviceSections'> | null | undefined): boolean {
  return (content?.adviceSections ?? []).some((section) =>
    section.adviceTopics.some((topic) => MEDICATION_WORD.test(topic.title)),
  );
}
