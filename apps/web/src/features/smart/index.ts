/**
 * SMART App Launch and Send to chart (docs/smart-on-fhir.md). The launch pages load only on their
 * routes; the launch context lives in memory only.
 */
export { PatientBanner } from './components/patient-banner.tsx';
export { SendToChartButton } from './components/send-to-chart-button.tsx';
export { ehrPatientOfCall } from './stores/chart-binding-store.ts';

/** The launch and callback pages, loaded on their routes only. */
export function loadSmartPages() {
  return import('./components/smart-pages.tsx');
}

/** The call's FHIR Bundle builder (with core's fhir module), loaded on first use. */
export function loadCallBundle() {
  return import('./lib/send-to-chart.ts');
}
