/** What every route and service needs: the database, the clock, the configuration and the caches. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ContextCache } from './services/context-cache.ts';
import type { ProtocolCache } from './services/protocol-cache.ts';
import type { SessionActivity } from './services/session-activity.ts';

export interface ServerContext {
  readonly db: Database;
  /** The clock; injected so session tests can move time. */
  readonly now: () => Date;
  readonly config: Config;
  /** Parsed protocols by (content set, protocol, version); one per app instance. */
  readonly protocolCache: ProtocolCache;
  /** Sessions, practices, entitlements, subscriptions and content keys; one per app instance. */
  readonly cache: ContextCache;
  /** Session activity not written to the database yet; one per app instance. */
  readonly activity: SessionActivity;
  /** The key that encrypts administrators' TOTP secrets (services/totp.ts). */
  readonly totpKey: () => Promise<Buffer>;
}
