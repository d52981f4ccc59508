/**
 * Protocol selection (spec section 4 'Protocol selection'): toggle and explicit modes, the active
 * protocol, removal with confirmation, what is persisted, and the reset on a new call id.
 */

export { protocolsWithNewerVersion } from './newer-version.ts';
export {
  activeSelectedProtocol,
  explicitProtocols,
  listWithoutExplicitProtocols,
  protocolsToPersist,
  protocolsUsedInCallLabel,
  selectionForCallId,
} from './queries.ts';
export { removeProtocol } from './remove.ts';
export { replaceWithFullProtocol, type SelectableProtocol, selectProtocol } from './select.ts';
