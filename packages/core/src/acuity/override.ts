import type { Disposition, DispositionOverride } from '@triage/contracts';
import { sortDispositions } from './compare.ts';
import { isAcuityChange, selectedDispositions } from './highest.ts';
import type { DispositionHolder } from './types.ts';

/** The marker shown beside a required override field left empty. */
const OVERRIDE_REQUIRED_MARKER = '*Required';

/** What the Override Disposition dialog holds before Save Override. */
export interface OverrideDraft {
  disposition: Disposition | null;
  reason: string | null;
  notes?: string | null | undefined;
}

/** The required fields left empty, each mapped to the '*Required' marker. */
export type OverrideErrors = Partial<Record<'disposition' | 'reason', typeof OVERRIDE_REQUIRED_MARKER>>;

/** Result of Save Override: the override to store, or the fields that block the save. */
export type SaveOverrideResult = { ok: true; override: DispositionOverride } | { ok: false; errors: OverrideErrors };

/**
 * True when the override applies, that is when it carries a disposition. An override without a
 * disposition changes nothing.
 */
export function overrideApplies(
  override: DispositionOverride | null | undefined,
): override is DispositionOverride & { disposition: Disposition } {
  return override?.disposition != null;
}

/** The override is available only once a positive (yes) triage question is selected in some protocol. */
export function isOverrideAvailable(protocols: readonly DispositionHolder[]): boolean {
  return protocols.some((protocol) =>
    (protocol.content?.dispositions ?? []).some((d) => d.questions.some((q) => q.selected === true)),
  );
}

/**
 * The dispositions offered in the Override Disposition dialog: those flagged useAsOverride, plus
 * the selected dispositions of the chosen protocols not already listed (by id), sorted by level
 * ascending then rank descending.
 */
export function overrideOptions(
  allDispositions: readonly Disposition[],
  selectedProtocols: readonly DispositionHolder[],
): Disposition[] {
  const options = allDispositions.filter((d) => d.useAsOverride);
  const listed = new Set(options.map((d) => d.id));
  for (const disposition of selectedProtocols.flatMap(selectedDispositions)) {
    if (listed.has(disposition.id)) continue;
    listed.add(disposition.id);
    options.push(disposition);
  }
  return sortDispositions(options);
}

/**
 * Which override fields are missing: both the disposition and the reason are required (a blank
 * reason counts as missing); notes are optional. An empty object means the draft can be saved.
 * @internal
 */
export function validateOverride(draft: OverrideDraft): OverrideErrors {
  const errors: OverrideErrors = {};
  if (draft.disposition === null) errors.disposition = OVERRIDE_REQUIRED_MARKER;
  if (draft.reason === null || draft.reason.trim() === '') errors.reason = OVERRIDE_REQUIRED_MARKER;
  return errors;
}

/** Save Override: refuses a draft with a missing required field, otherwise returns the override to store. */
export function saveOverride(draft: OverrideDraft): SaveOverrideResult {
  const errors = validateOverride(draft);
  if (draft.disposition === null || draft.reason === null || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, override: { disposition: draft.disposition, reason: draft.reason, notes: draft.notes ?? null } };
}

/** Clear Override: a new state without a disposition override. */
export function clearOverride<S extends { dispositionOverride: DispositionOverride | null }>(state: S): S {
  return { ...state, dispositionOverride: null };
}

/**
 * Whether the 'Caution' dialog opens: an override applies and the highest-acuity disposition of the
 * selected protocols changed from `current` to a `next` that is more acute than both `current` and
 * the override's disposition (the call disposition will not change because of the override).
 */
export function hasOverrideConflict(
  next: Disposition | null,
  current: Disposition | null,
  override: DispositionOverride | null | undefined,
): boolean {
  return overrideApplies(override) && isAcuityChange(next, current, override);
}
