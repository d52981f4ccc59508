/**
 * The Medication sub-tab's rules over the age-based label data (ADR 0058): the label band of an
 * age — or of a weight, where the label doses by weight first — the band the call's age group
 * gives when no age is typed, and the recommendation written into otcRecommendations and the note
 * (the band's ages, never the patient's age or weight).
 */
import type { Age, LabelAgeBand, LabelMedicine, LabelProduct } from '@triage/contracts';
import { ageInMonths, type Weight } from './weight.ts';

/** @internal An adult's age in months: the row an adult protocol uses when no age is typed. */
export const ADULT_MONTHS = 18 * 12;

/** @internal */
export const ABOVE_LABEL_MESSAGE = 'Older than this label’s ages: use an adult product’s label.';
/** @internal */
export const TYPE_THE_AGE_MESSAGE = 'Type the age to pick the label’s row.';

/** @internal The band of an age in months: from its fromMonths up to (not including) its toMonths. */
export function labelBandForMonths(medicine: Pick<LabelMedicine, 'bands'>, months: number): LabelAgeBand | null {
  return (
    medicine.bands.find((band) => months >= band.fromMonths && (band.toMonths === null || months < band.toMonths)) ??
    null
  );
}

/** @internal The band whose pounds hold a weight, on a label that doses by weight first. */
export function labelBandForWeight(medicine: Pick<LabelMedicine, 'bands'>, lb: number): LabelAgeBand | null {
  return (
    medicine.bands.find(
      ({ weightLb }) =>
        weightLb !== undefined && lb >= weightLb.fromLb && (weightLb.toLb === null || lb < weightLb.toLb),
    ) ?? null
  );
}

/** Whether the label doses by weight where the weight is known (its rows give pounds). */
export function labelDosesByWeight(medicine: Pick<LabelMedicine, 'bands'>): boolean {
  return medicine.bands.some((band) => band.weightLb !== undefined);
}

/** What the panel shows for a label medicine: the row and what picked it, or why there is none. */
type LabelLookup = { kind: 'band'; band: LabelAgeBand; by: 'age' | 'weight' } | { kind: 'none'; message: string };

function lookupByAge(medicine: LabelMedicine, age: Age | null, isAdultProtocol: boolean): LabelLookup {
  if (age !== null) {
    const band = labelBandForMonths(medicine, ageInMonths(age));
    return band === null ? { kind: 'none', message: ABOVE_LABEL_MESSAGE } : { kind: 'band', band, by: 'age' };
  }
  if (!isAdultProtocol) return { kind: 'none', message: TYPE_THE_AGE_MESSAGE };
  const band = labelBandForMonths(medicine, ADULT_MONTHS);
  if (band === null) return { kind: 'none', message: ABOVE_LABEL_MESSAGE };
  // The label's adult doses differ by age (cetirizine at 65): the age picks the row.
  if (band.toMonths !== null) return { kind: 'none', message: TYPE_THE_AGE_MESSAGE };
  return { kind: 'band', band, by: 'age' };
}

/**
 * The row for a typed age; with no age typed, on an adult protocol, the row every adult falls in
 * (the one an 18-year-old is in, when it has no upper age) — else the nurse is asked for the age.
 * Where the label doses by weight first (loperamide, the children's antacid: 'If possible, use
 * weight to dose; otherwise use age') a typed weight inside its rows' pounds picks the row — but
 * an age row that offers no dose still stands: the label's ages and weights are both limits.
 */
export function lookupLabelBand(
  medicine: LabelMedicine,
  age: Age | null,
  isAdultProtocol: boolean,
  weight: Pick<Weight, 'lb'> | null = null,
): LabelLookup {
  const byAge = lookupByAge(medicine, age, isAdultProtocol);
  const byWeight = weight === null ? null : labelBandForWeight(medicine, weight.lb);
  if (byWeight === null) return byAge;
  if (byAge.kind === 'band' && byAge.band.action !== 'dose') return byAge;
  return { kind: 'band', band: byWeight, by: 'weight' };
}

/** The product of a band's dose. Throws for a dose naming no product (the data check refuses that). */
export function labelProductOf(medicine: Pick<LabelMedicine, 'products'>, band: LabelAgeBand): LabelProduct {
  const product = medicine.products.find((candidate) => candidate.id === band.dose?.productId);
  if (product === undefined) throw new Error(`No product: ${band.ageLabel}`);
  return product;
}

/**
 * The recommendation for the note and the summary, e.g. 'Cetirizine 5 mL or 10 mL once daily … of
 * children’s cetirizine oral solution 5 mg/5 mL; do not take more than 10 mL in 24 hours. Label
 * dose for adults and children 6 years and over (under 65).' Null for a band with no dose.
 */
export function labelRecommendationText(medicine: LabelMedicine, band: LabelAgeBand): string | null {
  if (band.action !== 'dose' || band.dose === undefined || band.maxPer24h === undefined) return null;
  const product = labelProductOf(medicine, band);
  return `${medicine.name}: ${band.dose.text} (${product.label}); ${band.maxPer24h.text}. Label dose for ${band.ageLabel}.`;
}

/** What the panel says for a band that offers no dose. */
export function labelBlockText(medicine: Pick<LabelMedicine, 'name'>, band: LabelAgeBand): string | null {
  if (band.action === 'dose') return null;
  return `${band.ageLabel}: ${band.action === 'ask-doctor' ? 'ask a doctor' : 'do not use'} — no ${medicine.name.toLowerCase()} dose is offered.`;
}
