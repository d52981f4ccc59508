/**
 * Whether the Medication sub-tab has anything to show for a protocol (spec section 2: 'hidden by a
 * check on the active protocol'). The rule chosen here: the protocol's care advice has a topic
 * about medicines — a topic title with the word medicine(s) or medication(s), such as 'Fever
 * Medicine' or 'Medications' — or its advice names an over-the-counter medicine the tab doses
 * ('Acetaminophen (e.g., Tylenol) for the pain' in a topic called 'Pain'). A protocol with neither
 * (or whose content is not loaded) hides the sub-tab. The names mirror the dosing data's medicines
 * and aliases (content's medication data owns them; a content test fails when the two drift): the
 * check runs on every change of the call in the shell (every answer, every key typed in the free
 * note), before the dosing data is loaded: its answer is kept per content object, so the advice's
 * text is read once per protocol, not at every key.
 */
import type { ProtocolContent } from '@triage/contracts';
import { adviceTexts } from './advice-texts.ts';

const MEDICATION_WORD = /\bmedic(?:ine|ines|ation|ations)\b/i;

/** @internal The dosed medicines' names and aliases (content/src/medication), lower case. */
export const DOSED_MEDICINE_NAMES = [
  'acetaminophen',
  'tylenol',
  'paracetamol',
  'ibuprofen',
  'advil',
  'motrin',
  'cetirizine',
  'zyrtec',
  'loratadine',
  'claritin',
  'diphenhydramine',
  'benadryl',
  'loperamide',
  'imodium',
  'antacid (calcium carbonate)',
  'antacid',
  'antacids',
  'tums',
  'calcium carbonate',
  'hydrocortisone',
  'cortizone',
  'calamine',
  'pseudoephedrine',
  'sudafed',
  'guaifenesin',
  'mucinex',
  'dextromethorphan',
  'naproxen',
  'aleve',
] as const;

const NAMES_A_DOSED_MEDICINE = new RegExp(
  `\\b(?:${DOSED_MEDICINE_NAMES.map((name) => name.replace(/[()]/g, '\\$&')).join('|')})\\b`,
  'i',
);

/** The answer per content object: content is replaced, never changed in place, when the call changes it. */
const answered = new WeakMap<Pick<ProtocolContent, 'adviceSections'>, boolean>();

export function hasMedicationAdvice(content: Pick<ProtocolContent, 'adviceSections'> | null | undefined): boolean {
  if (!content) return false;
  let answer = answered.get(content);
  if (answer === undefined) {
    answer =
      content.adviceSections.some((section) =>
        section.adviceTopics.some((topic) => MEDICATION_WORD.test(topic.title)),
      ) || adviceTexts(content).some((text) => NAMES_A_DOSED_MEDICINE.test(text));
    answered.set(content, answer);
  }
  return answer;
}
