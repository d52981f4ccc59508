import type { Disposition, DispositionOverride, Question } from '@triage/contracts';
import { isMoreAcute } from './compare.ts';
import { overrideDisposition, selectedDispositions } from './highest.ts';
import type { DispositionHolder } from './types.ts';

/**
 * What set the call disposition, so that the nurse can review it: the override (with its reason),
 * or the protocol and the yes question whose disposition is the call's highest acuity.
 */
export type DispositionBasis<P> =
  | { kind: 'override'; disposition: Disposition; reason: string | null }
  | {
      kind: 'answer';
      disposition: Disposition;
      protocol: P;
      /** The first yes question of that disposition; null when the disposition is selected without one. */
      question: Question | null;
    };

/**
 * The basis of `highestAcuityDisposition(protocols, override)`: the same disposition, with where it
 * came from. An override that carries a disposition is its own basis. Otherwise the first protocol
 * (in the given order) holding the most acute selected disposition, and that disposition's first
 * yes question. Null when there is no call disposition.
 */
export function dispositionBasis<P extends DispositionHolder>(
  protocols: readonly P[],
  override: DispositionOverride | null | undefined,
): DispositionBasis<P> | null {
  const overridden = overrideDisposition(override);
  if (overridden !== null && override) return { kind: 'override', disposition: overridden, reason: override.reason };
  let best: { protocol: P; disposition: Disposition } | null = null;
  for (const protocol of protocols) {
    for (const disposition of selectedDispositions(protocol)) {
      if (best === null || isMoreAcute(disposition, best.disposition)) best = { protocol, disposition };
    }
  }
  if (best === null) return null;
  const question = best.disposition.questions.find((q) => q.selected === true) ?? null;
  return { kind: 'answer', ...best, question };
}
