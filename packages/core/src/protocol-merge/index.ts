/**
 * A practice's protocol versions (issue 34): the readable diff, local question ids, and the yearly
 * update's three-way merge with the console's resolution of its conflicts (ADR 0043).
 */
export { diffProtocols } from './diff.ts';
export { localQuestionId, localTopicId } from './local-ids.ts';
export { type MergeConflict, mergeProtocol } from './merge.ts';
export { type ConflictPick, conflictViews, resolveMerge, unpickedConflicts } from './resolve.ts';
