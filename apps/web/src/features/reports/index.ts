/**
 * Reports over the de-identified call events (issue 23, docs/reports.md): the screen the admin
 * console shows under Reports, loaded lazily with it.
 */
export { ReportsView } from './components/reports-view.tsx';
