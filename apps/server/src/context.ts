/** What every route and service needs: the database, the clock and the configuration. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ProtocolCache } from './services/protocol-cache.ts';

export interface ServerContext {
  readonly db: Database;
  /** The clock; injected so session tests can move time. */
  readonly now: () => Date;
  readonly config: Config;
  /** Parsed protocols by (content set, protocol, version); one per app instance. */
  readonly protocolCache: ProtocolCache;
}
