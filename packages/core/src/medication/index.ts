/**
 * Over-the-counter dosing on the Medication sub-tab (issue 36, ADR 0044): weight and age entry,
 * the band of a weight, the warnings for an age, the medicines a protocol's advice names, and the
 * recommendation the call carries into otcRecommendations and the note.
 */
export { type AdvisedAgainst, splitByAdvice } from './advice-against.ts';
export {
  addOtcRecommendation,
  adultRecommendationText,
  applicableWarnings,
  blockingWarning,
  doseAmountText,
  lookupBand,
  medicinesNamedInAdvice,
  namedInAdvice,
  otcRecommendationText,
  removeOtcRecommendation,
} from './dosing.ts';
export {
  labelBlockText,
  labelDosesByWeight,
  labelProductOf,
  labelRecommendationText,
  lookupLabelBand,
} from './label-dosing.ts';
export { parseAge, parseWeight, type Weight, type WeightUnit } from './weight.ts';
