/**
 * The Medication sub-tab's rules over the dosing data (content's medication data, ADR 0044): the
 * medicines a protocol's care advice names, the weight band of a weight, the warnings that apply
 * for an age, and the recommendation written into the call summary's otcRecommendations and the note.
 */
import type {
  Age,
  DosingAmount,
  DosingBand,
  DosingForm,
  DosingWarning,
  MedicationDosing,
  MedicineDosing,
  ProtocolContent,
  SelectedProtocol,
} from '@triage/contracts';
import { adviceTexts } from '../care-advice/advice-texts.ts';
import { isUnderAge, type Weight, weightNoteText } from './weight.ts';

/** At most this many recommendations are kept per protocol (the contract's limit). */
const MAX_OTC_RECOMMENDATIONS = 20;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a text names the medicine (its name or an alias, as whole words, any case). */
export function namesMedicine(text: string, medicine: Pick<MedicineDosing, 'name' | 'aliases'>): boolean {
  return [medicine.name, ...medicine.aliases].some((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(text));
}

/**
 * The medicines of the data that the protocol's care advice names (topic titles and nugget texts,
 * by name or alias as whole words), in the data's order. None for content not loaded.
 */
export function medicinesNamedInAdvice(
  content: Pick<ProtocolContent, 'adviceSections'> | null | undefined,
  dosing: Pick<MedicationDosing, 'medicines'>,
): MedicineDosing[] {
  return namedInAdvice(content, dosing.medicines);
}

/**
 * The items (medicines of any table, or remedies not dosed) that the protocol's care advice names,
 * by name or alias as whole words in topic titles and nugget texts, in the items' order.
 */
export function namedInAdvice<T extends Pick<MedicineDosing, 'name' | 'aliases'>>(
  content: Pick<ProtocolContent, 'adviceSections'> | null | undefined,
  items: readonly T[],
): T[] {
  const texts = adviceTexts(content);
  return items.filter((item) => texts.some((text) => namesMedicine(text, item)));
}

/**
 * @internal
 * The band a weight falls in: from a band's `fromLb` up to (not including) the next band's; the
 * last band is open above unless it has a `toLb` (then up to the next whole pound). Null below the
 * lowest band or above a closed last band.
 */
export function bandForWeight(medicine: Pick<MedicineDosing, 'bands'>, lb: number): DosingBand | null {
  const { bands } = medicine;
  for (let index = bands.length - 1; index >= 0; index -= 1) {
    const band = bands[index] as DosingBand;
    if (lb < band.fromLb) continue;
    const isLast = index === bands.length - 1;
    if (isLast && band.toLb !== null && lb >= band.toLb + 1) return null;
    return band;
  }
  return null;
}

/** What the panel says for a weight: the band, or why there is none. */
type BandLookup =
  | { kind: 'band'; band: DosingBand }
  | { kind: 'below'; message: string }
  | { kind: 'above'; message: string };

/** @internal */
export const ABOVE_TABLE_MESSAGE = 'Above the weights of this table: use the adult dose.';

export function lookupBand(medicine: MedicineDosing, weight: Pick<Weight, 'lb'>): BandLookup {
  const band = bandForWeight(medicine, weight.lb);
  if (band !== null) return { kind: 'band', band };
  const lowest = medicine.bands[0];
  if (lowest === undefined || weight.lb < lowest.fromLb) return { kind: 'below', message: medicine.belowLowestBand };
  return { kind: 'above', message: ABOVE_TABLE_MESSAGE };
}

/** The warnings that apply for an age: those without an age limit, and those whose limit the age is under (all when the age is not given). */
export function applicableWarnings(warnings: readonly DosingWarning[], age: Age | null): DosingWarning[] {
  return warnings.filter(
    (warning) => warning.underAge === undefined || age === null || isUnderAge(age, warning.underAge),
  );
}

/** The warning that forbids the medicine at this age, if any (only a given age can forbid). */
export function blockingWarning(medicine: Pick<MedicineDosing, 'warnings'>, age: Age | null): DosingWarning | null {
  if (age === null) return null;
  return applicableWarnings(medicine.warnings, age).find((warning) => warning.blocksDosing) ?? null;
}

/** The form of an amount. Throws for an amount naming no form of the medicine (the data check refuses that). */
function formOf(medicine: Pick<MedicineDosing, 'forms'>, amount: DosingAmount): DosingForm {
  const form = medicine.forms.find((candidate) => candidate.id === amount.formId);
  if (form === undefined) throw new Error(`Unknown dosing form: ${amount.formId}`);
  return form;
}

function amountText(form: DosingForm, amount: number): string {
  return form.kind === 'liquid' ? `${amount} mL of ${form.label}` : `${amount} × ${form.label}`;
}

/** The amount as the panel and the note write it: '5 mL of 160 mg/5 mL liquid', '2 × 80 mg chewable tablets'. */
export function doseAmountText(medicine: Pick<MedicineDosing, 'forms'>, amount: DosingAmount): string {
  return amountText(formOf(medicine, amount), amount.amount);
}

/**
 * The recommendation for the note and the summary, e.g. 'Acetaminophen 160 mg (5 mL of 160 mg/5 mL
 * liquid) every 4–6 hours as needed; no more than 5 doses in 24 hours. Weight 14 kg.'
 */
export function otcRecommendationText(
  medicine: MedicineDosing,
  band: DosingBand,
  amount: DosingAmount,
  weight: Weight,
): string {
  return `${medicine.name} ${band.mg} mg (${doseAmountText(medicine, amount)}) ${medicine.frequency}; ${band.maxDoses ?? medicine.pediatricMaxDoses}. ${weightNoteText(weight)}`;
}

/** The adult dose as a recommendation, e.g. 'Acetaminophen 650 mg every 4–6 hours as needed; no more than 3,000 mg in 24 hours (adult dose).' */
export function adultRecommendationText(medicine: Pick<MedicineDosing, 'name' | 'adult'>): string {
  return `${medicine.name} ${medicine.adult.dose}; no more than ${medicine.adult.maxDaily} (adult dose).`;
}

/** Adds a recommendation to a protocol of the call (once; at most MAX_OTC_RECOMMENDATIONS). */
export function addOtcRecommendation(protocol: SelectedProtocol, text: string): SelectedProtocol {
  const current = protocol.otcRecommendations ?? [];
  if (current.includes(text) || current.length >= MAX_OTC_RECOMMENDATIONS) return protocol;
  return { ...protocol, otcRecommendations: [...current, text] };
}

/** Removes a recommendation from a protocol of the call. */
export function removeOtcRecommendation(protocol: SelectedProtocol, text: string): SelectedProtocol {
  const current = protocol.otcRecommendations ?? [];
  if (!current.includes(text)) return protocol;
  return { ...protocol, otcRecommendations: current.filter((item) => item !== text) };
}
