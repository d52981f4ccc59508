import type { Disposition } from '@triage/contracts';

/** The two fields that decide how acute a disposition is. */
export type AcuityRanked = Pick<Disposition, 'dispositionLevelId' | 'rank'>;

/**
 * Anything carrying protocol content with dispositions: a full protocol, a selected protocol
 * (whose content may still be loading) or a bare list item.
 */
export interface DispositionHolder {
  content?: { dispositions?: readonly Disposition[] | null | undefined } | undefined;
}

/** Colour of a disposition level: 1 red, 2 yellow, 3 green, anything else neutral. */
export type DispositionColour = 'red' | 'yellow' | 'green' | 'neutral';
