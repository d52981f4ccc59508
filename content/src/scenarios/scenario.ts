/**
 * A telephone scenario: a caller's situation written from public clinical teaching material (in our
 * own words, never copied), the protocol a triage nurse would choose, the triage questions the
 * caller's words support, and the disposition level a nurse would expect. `npm run content:scenarios`
 * replays every scenario through the real engine (packages/core acuity rules) over the built content.
 */
export interface Scenario {
  /** Unique, stable: '<audience>-<protocol slug>-<nn>', e.g. 'adult-burns-01'. */
  id: string;
  /** What the caller says, in a sentence or two. */
  caller: string;
  /** The teaching material it was written from: title and organisation or author (no invented ids). */
  basis: string;
  /** The content set the call is worked in; office hours unless said. */
  contentSet?: 'oh_adult' | 'oh_peds' | 'ah_adult' | 'ah_peds';
  /** The source protocol id a nurse would choose. */
  protocol: number;
  /**
   * The triage questions the caller's words support, each a fragment of the question's text that
   * matches exactly one question of the protocol (case-insensitive, HTML tags ignored). Empty when no
   * question is positive (the nurse would give home care from the protocol's level-3 question instead:
   * then list that question).
   */
  yes: readonly string[];
  /** The level a triage nurse expects for this call: 1 emergency, 2 soon, 3 home care. */
  expectedLevel: 1 | 2 | 3;
}
