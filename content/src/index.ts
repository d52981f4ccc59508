/**
 * @triage/content — what the server takes from the content package: the build of the demo
 * content, the suicide-concern protocols, and the import format with its problems. The CLIs and
 * tests import the modules themselves.
 */
export { buildContent } from './build/content.ts';
export { SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS } from './constants.ts';
export { parseContentSetFiles } from './import/content-set-files.ts';
export { formatProblem } from './lint/problem.ts';
export { MEDICATION_DOSING } from './medication/dosing.ts';
