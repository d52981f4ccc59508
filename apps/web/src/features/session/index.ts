export { fetchProtocol, protocolListQueryOptions, useProtocolList } from './api/protocols.ts';
export { type SessionState, useSessionOptions, useSessionStore } from './stores/session-store.ts';
