/**
 * De-identified call events (issue 23, docs/reports.md): recorded at COPY, kept encrypted in the
 * browser until the server has them, never for a practice with `disableTracking`.
 */
export { startCallEvents } from './call-events.ts';
export { recordCopiedCall } from './record-call-event.ts';
