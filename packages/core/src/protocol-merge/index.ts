/**
 * A practice's protocol versions (issue 34): the readable diff and local question ids. The
 * three-way merge of the yearly update is in merge.ts, exported here when its importer lands
 * (ADR 0043).
 */
export { diffProtocols } from './diff.ts';
export { localQuestionId, localTopicId } from './local-ids.ts';
