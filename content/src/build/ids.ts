/**
 * Deterministic numeric ids of served content, derived from the content set id and the source
 * protocol id, so that ids stay stable across builds and between the office-hours and after-hours
 * versions of a protocol:
 * - protocol (and its content): contentSetId * 10000 + sourceProtocolId   (oh_adult201 -> 10201)
 * - question n (1-based, in served order):   sourceProtocolId * 1000 + n        (n 1..499)
 * - advice topic n (1-based, document order): sourceProtocolId * 1000 + 500 + n  (n 1..399)
 * - smap n (1-based, 'Use A Different Protocol If' order): sourceProtocolId * 1000 + 900 + n (n 1..99)
 * Question, topic and smap ids are unique within a content set (source ids are unique there).
 */
export const ID_LIMITS = { sourceProtocolId: 9999, questions: 499, adviceTopics: 399, smaps: 99 } as const;

export function protocolId(contentSetId: number, sourceProtocolId: number): number {
  return contentSetId * 10000 + sourceProtocolId;
}

export function questionId(sourceProtocolId: number, n: number): number {
  return sourceProtocolId * 1000 + n;
}

export function adviceTopicId(sourceProtocolId: number, n: number): number {
  return sourceProtocolId * 1000 + 500 + n;
}

export function smapId(sourceProtocolId: number, n: number): number {
  return sourceProtocolId * 1000 + 900 + n;
}

/** 'oh_adult' + 201 -> 'oh_adult201' */
export function fullId(contentSetName: string, sourceProtocolId: number): string {
  return `${contentSetName}${sourceProtocolId}`;
}
