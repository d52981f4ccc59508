/** Bridge constants (spec section 9, 'Bridge'). */

/** How long the app waits for the host's answer to one attempt of a command. */
export const BRIDGE_COMMAND_TIMEOUT_MS = 5000;
/** How many times a command that got no answer is sent again before it fails. */
export const BRIDGE_COMMAND_RETRIES = 2;
/** Outbound messages kept while waiting for the handshake; the oldest are dropped beyond this. */
export const BRIDGE_QUEUE_LIMIT = 100;
/**
 * Calls whose summaries may wait for the handshake at once (one per call id); a further call's
 * summary is refused, never swapped for a waiting one.
 */
export const BRIDGE_SUMMARY_LIMIT = 20;
/** The query parameter and value that force embedded mode (spec section 4, 'Embedding handshake'). */
export const EMBEDDED_QUERY_PARAMETER = 'embedded';
