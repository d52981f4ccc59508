/**
 * When the screening is required (spec section 4) and how the C-SSRS sub-tab shows it (spec section 2).
 */
import type { CallState, ColumbiaScale } from '@triage/contracts';

/**
 * Tooltip of the C-SSRS sub-tab while a selected protocol needs a screening without a score.
 * @internal
 */
export const COLUMBIA_REQUIRED_TOOLTIP = 'C-SSRS required but not yet completed';

/** The session option columbiaScaleProtocols: source protocol ids whose calls need the screening. */
export type ColumbiaScaleProtocols = readonly number[] | null | undefined;

function isListed(sourceId: number | null | undefined, protocols: ColumbiaScaleProtocols): boolean {
  return sourceId !== null && sourceId !== undefined && (protocols ?? []).includes(sourceId);
}

/**
 * True when the screening is required: a selected protocol's source id (any protocol of the call,
 * not only the active one) is in columbiaScaleProtocols and neither a score nor a bypass reason
 * exists. The spec reads only the active protocol; looking at every selected one is the safer
 * reading (docs/clinical-safety.md, hazard log): a suicide-risk protocol in the call keeps COPY
 * gated and the prompt due while the nurse works on another protocol.
 * @internal
 */
export function isColumbiaScaleRequired(
  selectedProtocolSourceIds: readonly number[],
  columbiaScaleProtocols: ColumbiaScaleProtocols,
  scale: Pick<ColumbiaScale, 'result' | 'bypass'>,
): boolean {
  return (
    selectedProtocolSourceIds.some((id) => isListed(id, columbiaScaleProtocols)) &&
    scale.result.score === null &&
    scale.bypass.reason === null
  );
}

/** isColumbiaScaleRequired for a call: its selected protocols and its scale. */
export function isColumbiaScaleRequiredInCall(
  call: Pick<CallState, 'selectedProtocols' | 'columbiaScale'>,
  columbiaScaleProtocols: ColumbiaScaleProtocols,
): boolean {
  return isColumbiaScaleRequired(
    call.selectedProtocols.map((protocol) => protocol.sourceProtocolId),
    columbiaScaleProtocols,
    call.columbiaScale,
  );
}

/** True when the C-SSRS sub-tabs are shown: the session options define columbiaScaleProtocols. */
export function isColumbiaSubTabShown(columbiaScaleProtocols: ColumbiaScaleProtocols): boolean {
  return columbiaScaleProtocols !== null && columbiaScaleProtocols !== undefined;
}

/** How the C-SSRS sub-tab label looks. */
export interface ColumbiaSubTabStatus {
  /** A check icon once a score result exists. */
  showCheck: boolean;
  /** Otherwise, COLUMBIA_REQUIRED_TOOLTIP when a selected protocol is listed; else null. */
  tooltip: string | null;
}

/**
 * The C-SSRS sub-tab status: a check icon once a score exists; otherwise the required tooltip when
 * any selected protocol's source id is in columbiaScaleProtocols. A bypass alone gives neither
 * the check nor, per the spec's wording, removes the tooltip.
 */
export function columbiaSubTabStatus(
  selectedProtocolSourceIds: readonly number[],
  columbiaScaleProtocols: ColumbiaScaleProtocols,
  scale: Pick<ColumbiaScale, 'result'>,
): ColumbiaSubTabStatus {
  if (scale.result.score !== null) return { showCheck: true, tooltip: null };
  const needed = selectedProtocolSourceIds.some((id) => isListed(id, columbiaScaleProtocols));
  return { showCheck: false, tooltip: needed ? COLUMBIA_REQUIRED_TOOLTIP : null };
}
