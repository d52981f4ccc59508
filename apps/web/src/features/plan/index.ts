/**
 * The Plan tab: Education (/plan/education, the care advice panel in the session's care advice
 * mode), Handouts and Medication (placeholders). The C-SSRS sub-tab belongs to columbia-scale.
 */

export { EducationPage } from './components/education-page.tsx';
export { HandoutsPage, MedicationPage } from './components/placeholder-pages.tsx';
