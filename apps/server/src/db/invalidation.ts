/**
 * The cache-invalidation channel. Triggers (migration 0002) announce every change to sessions,
 * practices, entitlements, subscriptions and content on the PostgreSQL channel `triage_cache` in
 * the writing transaction, so the announcement is delivered at commit, to every instance, whoever
 * wrote (the API, an admin command, an operator's SQL). This module owns the channel: it listens
 * (PostgreSQL: one dedicated connection outside the pool; PGlite: in process, delivered before
 * the writing statement returns) and turns payloads into `Invalidation`s.
 *
 * While the PostgreSQL listening connection is down, `isLive` is false (caches must not answer
 * from memory: an announcement may be missed); once it listens again, `onReset` handlers run. A
 * connection that dies without a word (a network fault) is caught by a heartbeat: every
 * `HEARTBEAT_MS` the listener announces a marker to itself, and it is live only while the last
 * one came back less than `LIVE_WINDOW_MS` ago. An announcement therefore takes effect within that
 * window in the worst case, and within milliseconds normally.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const INVALIDATION_CHANNEL = 'triage_cache';

/** @internal */
export type Invalidation =
  | { kind: 'session'; idHash: string }
  | { kind: 'practice'; id: number }
  | { kind: 'organization'; id: number }
  | { kind: 'content' }
  /** The EHR connections (the page CSP's connect-src origins). */
  | { kind: 'ehr-connections' }
  /** Anything may have changed (a table truncated). */
  | { kind: 'reset' };

export interface InvalidationListener {
  /** True while every announcement reaches this process. */
  readonly isLive: boolean;
  onInvalidation(handler: (invalidation: Invalidation) => void): void;
  /** The listener (re)connected or went down: announcements may have been missed. */
  onReset(handler: () => void): void;
  /**
   * Resolves once every announcement committed before the call has been handled here (a marker
   * sent now arrives after them: notifications are delivered in commit order). At once when not live.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const SYNC_PREFIX = 'sync:';

/**
 * The invalidation a payload announces; undefined for a payload this version does not know.
 * @internal
 */
export function parseInvalidation(payload: string): Invalidation | undefined {
  const colon = payload.indexOf(':');
  const kind = colon === -1 ? payload : payload.slice(0, colon);
  const value = colon === -1 ? '' : payload.slice(colon + 1);
  switch (kind) {
    case 'session':
      return value ? { kind, idHash: value } : undefined;
    case 'practice':
    case 'organization': {
      const id = Number(value);
      return Number.isInteger(id) && value !== '' ? { kind, id } : undefined;
    }
    case 'content':
    case 'ehr-connections':
    case 'reset':
      return { kind };
    default:
      return undefined;
  }
}

class Handlers {
  readonly invalidation: ((invalidation: Invalidation) => void)[] = [];
  readonly reset: (() => void)[] = [];
  deliver(payload: string): void {
    const invalidation = parseInvalidation(payload);
    if (!invalidation) return;
    for (const handler of this.invalidation) handler(invalidation);
  }
  resetAll(): void {
    for (const handler of this.reset) handler();
  }
}

/** PGlite: one process, one connection; notifications arrive before the writing query resolves. */
export async function listenPglite(client: PGlite): Promise<InvalidationListener> {
  const handlers = new Handlers();
  const unlisten = await client.listen(INVALIDATION_CHANNEL, (payload) => handlers.deliver(payload));
  return {
    isLive: true,
    onInvalidation: (handler) => void handlers.invalidation.push(handler),
    onReset: (handler) => void handlers.reset.push(handler),
    settle: async () => {},
    // The database may be closed already (then there is nothing to stop listening to).
    close: () => unlisten().catch(() => {}),
  };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 2_000;
const HEARTBEAT_MS = 200;
/**
 * How the listening connection shows in pg_stat_activity.
 * @internal
 */
export const LISTENER_APPLICATION_NAME = 'triage-desk cache invalidation';
const LIVE_WINDOW_MS = 800;

/**
 * PostgreSQL: LISTEN on a dedicated connection; lost, it is reconnected with back-off, and
 * `onReset` handlers run when it goes down and again once it listens (announcements in between
 * were missed).
 */
export async function listenPostgres(url: string): Promise<InvalidationListener> {
  const handlers = new Handlers();
  let client: pg.Client | null = null;
  let isConnected = false;
  /** When the last heartbeat marker came back (monotonic ms). */
  let lastHeardAt = Number.NEGATIVE_INFINITY;
  let isClosed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let syncCounter = 0;
  const waiting = new Map<string, () => void>();
  const syncPrefix = `${SYNC_PREFIX}${process.pid}.${Math.random().toString(36).slice(2)}.`;
  const heartbeatMarker = `${syncPrefix}heartbeat`;
  const isLive = () => isConnected && performance.now() - lastHeardAt < LIVE_WINDOW_MS;

  const releaseWaiting = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };
  const goDown = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    if (isConnected) {
      isConnected = false;
      handlers.resetAll();
    }
    releaseWaiting();
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    if (!isClosed) scheduleConnect();
  };
  const scheduleConnect = () => {
    if (retryTimer !== null || isClosed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };
  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2000,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    candidate.on('error', () => goDown(candidate));
    candidate.on('end', () => goDown(candidate));
    candidate.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload === heartbeatMarker) {
        lastHeardAt = performance.now();
        return;
      }
      if (payload.startsWith(SYNC_PREFIX)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      handlers.deliver(payload);
    });
    client = candidate;
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch {
      goDown(candidate);
      return;
    }
    if (isClosed || client !== candidate) {
      await candidate.end().catch(() => {});
      return;
    }
    retryDelay = RECONNECT_MIN_MS;
    lastHeardAt = performance.now();
    isConnected = true;
    handlers.resetAll();
  };
  const heartbeat = setInterval(() => {
    const current = client;
    if (!isConnected || current === null) return;
    current.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, heartbeatMarker]).catch(() => goDown(current));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await connect();
  return {
    get isLive() {
      return isLive();
    },
    onInvalidation: (handler) => void handlers.invalidation.push(handler),
    onReset: (handler) => void handlers.reset.push(handler),
    settle: async () => {
      const current = client;
      if (!isLive() || current === null) return;
      syncCounter += 1;
      const marker = `${syncPrefix}${syncCounter}`;
      const arrived = new Promise<void>((resolve) => waiting.set(marker, resolve));
      try {
        await current.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, marker]);
      } catch {
        waiting.delete(marker);
        return;
      }
      await arrived;
    },
    close: async () => {
      isClosed = true;
      clearInterval(heartbeat);
      if (retryTimer !== null) clearTimeout(retryTimer);
      const current = client;
      client = null;
      isConnected = false;
      releaseWaiting();
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
