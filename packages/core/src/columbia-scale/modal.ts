/**
 * The screening dialog (spec section 2): its open status is false, true or 'bypass'. Cancel clears
 * the result and closes; Save Progress / Save closes; Bypass Screening (offered only in 'bypass'
 * mode) closes once a valid bypass is chosen; Continue C-SSRS clears the bypass mode. Copy while the
 * screening is needed opens the dialog in 'bypass' mode instead of copying.
 */
import type { ColumbiaScale } from '@triage/contracts';
import { clearColumbiaAnswers } from './answers.ts';
import { isColumbiaBypassValid } from './bypass.ts';

/** Opens the screening (e.g. 'C-SSRS Now' on the required prompt). */
export function openColumbiaScreening(scale: ColumbiaScale): ColumbiaScale {
  return { ...scale, modalOpen: true };
}

/**
 * Opens the screening in bypass mode, which adds the Bypass Screening button.
 * @internal
 */
export function openColumbiaBypassMode(scale: ColumbiaScale): ColumbiaScale {
  return { ...scale, modalOpen: 'bypass' };
}

/**
 * Cancel: clears the result and closes. The result is derived from the answers, so the answers are
 * cleared with it; the bypass is left as it is (the spec names only the result).
 */
export function cancelColumbiaScreening(scale: ColumbiaScale): ColumbiaScale {
  return { ...clearColumbiaAnswers(scale), modalOpen: false };
}

/** Save Progress / Save: closes and keeps the answers, result and bypass. */
export function saveColumbiaScreening(scale: ColumbiaScale): ColumbiaScale {
  return { ...scale, modalOpen: false };
}

/** Continue C-SSRS: leaves bypass mode and keeps the dialog open for screening. */
export function continueColumbiaScreening(scale: ColumbiaScale): ColumbiaScale {
  return scale.modalOpen === 'bypass' ? { ...scale, modalOpen: true } : scale;
}

/** True when the Bypass Screening button is offered: only in 'bypass' mode. */
export function isBypassScreeningOffered(scale: ColumbiaScale): boolean {
  return scale.modalOpen === 'bypass';
}

/**
 * Bypass Screening: closes the dialog when in bypass mode with a valid bypass (see
 * validateColumbiaBypass); otherwise nothing changes and the dialog shows the validation problems.
 */
export function bypassColumbiaScreening(scale: ColumbiaScale): ColumbiaScale {
  if (!isBypassScreeningOffered(scale) || !isColumbiaBypassValid(scale.bypass)) return scale;
  return { ...scale, modalOpen: false };
}

/** What the COPY action does with respect to the scale. */
export interface ColumbiaCopyDecision {
  scale: ColumbiaScale;
  /** False when the copy must wait for the screening or its bypass. */
  shouldCopy: boolean;
}

/** Copy: when the screening is required, opens it in bypass mode instead of copying; otherwise copies. */
export function columbiaOnCopy(scale: ColumbiaScale, isRequired: boolean): ColumbiaCopyDecision {
  return isRequired ? { scale: openColumbiaBypassMode(scale), shouldCopy: false } : { scale, shouldCopy: true };
}

/** True when COPY is disabled: the dialog is open in bypass mode and the screening is required. */
export function isCopyBlockedByColumbia(scale: ColumbiaScale, isRequired: boolean): boolean {
  return isRequired && scale.modalOpen === 'bypass';
}
