import type { ContentSet, ProtocolContent, SelectionMode } from '@triage/contracts';

/**
 * A protocol whose questions can be answered: a full protocol or a selected protocol. Its content
 * (and, inside it, its dispositions) may be absent; then answering changes nothing.
 */
export interface TriageProtocol {
  content?: ProtocolContent | undefined;
  contentSet: Pick<ContentSet, 'group'>;
  selectionMode?: SelectionMode | undefined;
}

/** An answer button: Y (yes) or N (no). */
export type AnswerButton = 'Y' | 'N';
