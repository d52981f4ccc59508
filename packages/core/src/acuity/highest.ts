import type { Disposition, DispositionOverride } from '@triage/contracts';
import { compareAcuity, isMoreAcute, mostAcute } from './compare.ts';
import type { DispositionHolder } from './types.ts';

/** The override's disposition when the override applies (it carries a disposition), else null. */
export function overrideDisposition(override: DispositionOverride | null | undefined): Disposition | null {
  return override?.disposition ?? null;
}

/** The dispositions of one protocol marked selected (none while its content is absent). */
export function selectedDispositions(protocol: DispositionHolder): Disposition[] {
  return (protocol.content?.dispositions ?? []).filter((d) => d.selected === true);
}

/** The most acute selected disposition of one protocol, or null when none is selected. */
export function selectedDisposition(protocol: DispositionHolder): Disposition | null {
  return mostAcute(selectedDispositions(protocol));
}

/**
 * The call's highest-acuity disposition: the selected disposition with the lowest level, then the
 * highest rank, across all selected protocols. An override that carries a disposition replaces it.
 * Null when nothing is selected and no override applies.
 */
export function highestAcuityDisposition(
  protocols: readonly DispositionHolder[],
  override: DispositionOverride | null | undefined,
): Disposition | null {
  return overrideDisposition(override) ?? mostAcute(protocols.flatMap(selectedDispositions));
}

/**
 * A new array of the protocols ordered by the acuity of their selected disposition, most acute
 * first. Ties keep their original order; protocols without a selected disposition follow, in
 * their original order.
 */
export function orderProtocolsByAcuity<P extends DispositionHolder>(protocols: readonly P[]): P[] {
  const ranked = protocols.map((protocol, index) => ({ protocol, index, disposition: selectedDisposition(protocol) }));
  ranked.sort((a, b) => {
    if (a.disposition && b.disposition) return compareAcuity(a.disposition, b.disposition) || a.index - b.index;
    if (a.disposition) return -1;
    if (b.disposition) return 1;
    return a.index - b.index;
  });
  return ranked.map((entry) => entry.protocol);
}

/**
 * Whether a new highest-acuity disposition counts as a change: only when it is more acute than the
 * current one (any disposition is, when there is none) and more acute than the override's
 * disposition (when an override applies). `next` and `current` are the highest-acuity dispositions
 * of the selected protocols without the override.
 */
export function isAcuityChange(
  next: Disposition | null,
  current: Disposition | null,
  override: DispositionOverride | null | undefined,
): boolean {
  if (next === null) return false;
  if (current !== null && !isMoreAcute(next, current)) return false;
  const overridden = overrideDisposition(override);
  return overridden === null || isMoreAcute(next, overridden);
}
