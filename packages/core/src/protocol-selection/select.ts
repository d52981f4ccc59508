import type { Protocol, ProtocolListItem, SelectedProtocol, SelectionMode } from '@triage/contracts';
import { removeMatching } from './remove.ts';
import type { ProtocolSelectionState, RemoveProtocolOptions, SelectProtocolResult } from './types.ts';

/** A protocol that can be selected: a list item, a full protocol, or one already in a call. */
export type SelectableProtocol = ProtocolListItem | Protocol | SelectedProtocol;

/**
 * Makes a call entry of a list item or full protocol, in the given mode.
 * @internal
 */
export function toSelectedProtocol(protocol: SelectableProtocol, mode: SelectionMode): SelectedProtocol {
  return {
    keywords_customized: protocol.keywordsCustomized,
    questions_customized: protocol.questionsCustomized,
    care_advice_customized: protocol.careAdviceCustomized,
    title_customized: protocol.titleCustomized,
    adviceDiscussed: false,
    callbackDiscussed: false,
    ...protocol,
    selectionMode: mode,
  };
}

/**
 * Selects a protocol in a mode: toggle (clicking a list row) or explicit (add-to-call icon, Select
 * Protocol dialog, the explicit list).
 *
 * - Clicking the already-active protocol in the same mode deselects and removes it (an explicit one
 *   only once confirmed, see `removeProtocol`).
 * - Otherwise the protocol goes first and becomes active. An existing selection keeps its mode and
 *   its answers, except that toggle upgrades to explicit when the new selection is explicit.
 * - If the previous first other entry is in toggle mode it is dropped, so only one toggle-mode
 *   protocol remains.
 */
export function selectProtocol<S extends ProtocolSelectionState>(
  state: S,
  protocol: SelectableProtocol,
  mode: SelectionMode,
  options: RemoveProtocolOptions = {},
): SelectProtocolResult<S> {
  const existing = state.selectedProtocols.find((p) => p.fullId === protocol.fullId);
  if (existing && state.activeProtocol === existing.fullId && existing.selectionMode === mode) {
    return removeMatching(state, (p) => p.fullId === existing.fullId, options);
  }
  const entry: SelectedProtocol = existing
    ? { ...existing, selectionMode: mode === 'explicit' ? 'explicit' : existing.selectionMode }
    : toSelectedProtocol(protocol, mode);
  const others = state.selectedProtocols.filter((p) => p.fullId !== entry.fullId);
  const kept = others[0]?.selectionMode === 'toggle' ? others.slice(1) : others;
  return {
    status: 'selected',
    state: { ...state, selectedProtocols: [entry, ...kept], activeProtocol: entry.fullId },
  };
}

/**
 * Replaces a selected list item with its fetched full protocol, keeping the entry's mode. When the
 * entry already has content (answers may have been given, or it was restored from storage), that
 * content and the discussed flags are kept. Returns the state unchanged when the protocol is no
 * longer selected (it was removed while loading).
 */
export function replaceWithFullProtocol<S extends ProtocolSelectionState>(state: S, full: Protocol): S {
  const index = state.selectedProtocols.findIndex((p) => p.fullId === full.fullId);
  const existing = state.selectedProtocols[index];
  if (existing === undefined) return state;
  const replacement: SelectedProtocol = existing.content
    ? {
        ...full,
        content: existing.content,
        adviceDiscussed: existing.adviceDiscussed,
        callbackDiscussed: existing.callbackDiscussed,
        selectionMode: existing.selectionMode,
      }
    : { ...full, selectionMode: existing.selectionMode };
  const selectedProtocols = state.selectedProtocols.map((p, i) => (i === index ? replacement : p));
  return { ...state, selectedProtocols };
}
