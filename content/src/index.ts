/**
 * @triage/content — the demo content sets, the global dispositions list, the build of served
 * protocols from the authoring format, the content check and the import format.
 */
export type { BuiltContent } from './build/build-content.ts';
export { buildContent, buildContentWithProblems } from './build/content.ts';
export { adviceTopicId, fullId, protocolId, questionId, smapId } from './build/ids.ts';
export { type CheckReport, checkContent, checkContentReport, checkSources } from './check.ts';
export {
  DEMO_CONTENT_COPYRIGHT,
  DEMO_CONTENT_LABEL,
  DEMO_CONTENT_PUBLISHED,
  DEMO_CONTENT_VERSION,
  DEMO_CONTENT_YEAR,
  SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS,
} from './constants.ts';
export { CONTENT_SETS, type ContentSetName, type DemoContentSet } from './content-sets.ts';
export { DISPOSITION_IDS, DISPOSITIONS, TIER_DISPOSITIONS } from './dispositions.ts';
export {
  ContentSetFiles,
  type ParseContentSetFilesResult,
  parseContentSetFiles,
  toContentSetFiles,
  validateContentSetFiles,
} from './import/content-set-files.ts';
export { type ContentProblem, formatProblem } from './lint/problem.ts';
export { sanitizeHtml } from './lint/sanitize-html.ts';
export type { Audience, SourceProtocol, Tier } from './source/define-protocol.ts';
export { defineProtocol, TIERS } from './source/define-protocol.ts';
