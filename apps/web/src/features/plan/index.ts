/**
 * The Plan tab: Education (/plan/education, the care advice panel in the session's care advice
 * mode), Handouts (the care advice as a signed link or printed, ADR 0046) and Medication (over-the-counter dosing, ADR 0044). The C-SSRS
 * sub-tab belongs to columbia-scale.
 */

export { EducationPage } from './components/education-page.tsx';
export { HandoutsPage } from './components/handouts-page.tsx';
export { MedicationPage } from './components/medication-page.tsx';
export { ProtocolPreview } from './components/protocol-preview.tsx';
