/**
 * The over-the-counter dosing data of the Medication sub-tab (ADR 0044): content data, the same
 * for every session and immutable, so it is checked against its contract once and kept.
 */

import { MEDICATION_DOSING } from '@triage/content';
import { MedicationDosing } from '@triage/contracts';

let checked: MedicationDosing | undefined;

export function medicationDosing(): MedicationDosing {
  checked ??= MedicationDosing.parse(MEDICATION_DOSING);
  return checked;
}
