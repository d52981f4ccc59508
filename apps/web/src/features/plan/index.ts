/**
 * The Plan tab: Education (/plan/education, the care advice panel in the session's care advice
 * mode), Handouts (a placeholder) and Medication (over-the-counter dosing, ADR 0044). The C-SSRS
 * sub-tab belongs to columbia-scale.
 */

export { EducationPage } from './components/education-page.tsx';
export { MedicationPage } from './components/medication-page.tsx';
export { HandoutsPage } from './components/placeholder-pages.tsx';
