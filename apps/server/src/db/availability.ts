/**
 * Whether the database can be reached, as seen by this process: a connection-level failure (the
 * server restarting, refusing connections, a connection terminated by an administrator) marks it
 * unavailable, the next successful connection available again. Each change is logged once, never
 * once per request, and never with SQL text or parameters.
 */

/** PostgreSQL SQLSTATE classes and socket codes that mean "no usable connection", not "bad query". */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed and is not queryable',
  'PGlite is closed',
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the error (or an error it wraps) is a lost or refused database connection. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = codeOf(current);
    if (code && (CONNECTION_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (CONNECTION_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A short, SQL-free description of a database failure for the log: its class and code only. */
export function describeDbError(error: unknown): { type: string; code: string | undefined } {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return { type: current instanceof Error ? current.name : typeof current, code: codeOf(current) };
}

export type AvailabilityListener = (available: boolean, detail: { code: string | undefined }) => void;

export class DatabaseAvailability {
  private available = true;
  private readonly listeners = new Set<AvailabilityListener>();

  get isAvailable(): boolean {
    return this.available;
  }

  onChange(listener: AvailabilityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markUnavailable(error: unknown): void {
    if (!this.available) return;
    this.available = false;
    for (const listener of this.listeners) listener(false, { code: describeDbError(error).code });
  }

  markAvailable(): void {
    if (this.available) return;
    this.available = true;
    for (const listener of this.listeners) listener(true, { code: undefined });
  }
}
