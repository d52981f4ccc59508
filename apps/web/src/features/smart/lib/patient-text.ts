/** The launched patient in words, for the banner and the confirmation (one wording for both). */
import type { PatientDetails } from './ehr-reads.ts';

/** 'Ann Lee (born 1980-04-12, Female, MRN 12345)': what the EHR gave, nothing guessed. */
export function patientLine(patient: PatientDetails): string {
  const details = [
    patient.birthDate ? `born ${patient.birthDate}` : null,
    patient.sex,
    patient.mrn ? `MRN ${patient.mrn}` : null,
  ].filter((part): part is string => part !== null);
  return details.length > 0 ? `${patient.name} (${details.join(', ')})` : patient.name;
}

/** The confirmation a call not taken at launch needs before it goes to this patient's chart. */
export function confirmPatientText(patient: PatientDetails): string {
  return `Send this call to the chart of ${patientLine(patient)}? This call was not open when the EHR launched Triage Desk for this patient: confirm only if the caller is this patient.`;
}
