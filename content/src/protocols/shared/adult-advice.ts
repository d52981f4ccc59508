/**
 * Wording shared by adult protocols, written once so that a dose or the life-threatening screen is
 * corrected in one place. Protocol modules import these into their own questions and advice.
 */
import type { SourceAdviceTopic, SourceQuestion } from '../../source/define-protocol.ts';

/** Adult acetaminophen dose and daily limit (the lower, safer limit used in home care advice). */
export const ACETAMINOPHEN_DOSE = '650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day';

/** Adult ibuprofen dose and daily limit for home care (non-prescription). */
export const IBUPROFEN_DOSE = '400 mg every 6 to 8 hours with food, no more than 1,200 mg a day';

/** Who should not take ibuprofen without advice. */
export const IBUPROFEN_CAUTIONS =
  'unless you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant';

export const ACETAMINOPHEN_NUGGET = `Acetaminophen: ${ACETAMINOPHEN_DOSE}.`;
const IBUPROFEN_ALTERNATIVE_NUGGET = `Or ibuprofen ${IBUPROFEN_DOSE}, ${IBUPROFEN_CAUTIONS}.`;

/** The usual pain-medicine nuggets: acetaminophen first, ibuprofen as the alternative. */
const PAIN_MEDICINE_NUGGETS: readonly string[] = [ACETAMINOPHEN_NUGGET, IBUPROFEN_ALTERNATIVE_NUGGET];

/** The usual 'Pain Medicine' advice topic, under the key 'pain-medicine'. */
export function painMedicineTopic(): SourceAdviceTopic {
  return { key: 'pain-medicine', title: 'Pain Medicine', nuggets: [...PAIN_MEDICINE_NUGGETS] };
}

/** The first question of every protocol's call-911 tier. */
export function lifeThreateningScreen(advice?: string[]): SourceQuestion {
  return {
    text: 'Sounds like a life-threatening emergency to the triager',
    reason:
      'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
    ...(advice ? { advice } : {}),
  };
}
