/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. Both give the same drizzle API over the same schema and migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseAvailability, isConnectionError } from './availability.ts';
import { type InvalidationListener, listenPglite, listenPostgres } from './invalidation.ts';
import { lockDataDir } from './lock.ts';
import { migrationsDir } from './migrations-dir.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** @internal */
export type Engine = 'pglite' | 'postgres';

export interface DbHandle {
  readonly db: Database;
  readonly engine: Engine;
  /** Up or down as this process sees it (lost connections, refused connections). */
  readonly availability: DatabaseAvailability;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Starts listening to the cache-invalidation channel (PostgreSQL: one more connection). */
  listen(): Promise<InvalidationListener>;
  /**
   * PostgreSQL: opens the pool's connections, before the instance answers, so that the first
   * requests after a start (a shift beginning, nurses coming back after an instance died) do not
   * each wait for a connection of their own; a connection that fails is left for the requests.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (test snapshots). */
  loadDataDir?: Blob | File | undefined;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number | undefined;
  /** PostgreSQL: the longest a statement may run before the database cancels it (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/** The default longest statement (migrations run on their own connection and are not hurried by it). */
const STATEMENT_TIMEOUT_MS = 10_000;

/** How long a request waits for the database to accept connections again (e.g. a restart). */
const CONNECT_RETRY_MS = 4000;
const MAX_RETRY_DELAY_MS = 250;
/** Every idle connection may have been terminated at once: each retry can draw another dead one. */
const POOL_SIZE = 10;
/**
 * How long an idle pooled connection stays open: longer than a quiet minute between a call
 * centre's requests, so the pool does not close and open connections all day (pg's default is 10 s).
 */
const POOL_IDLE_MS = 5 * 60_000;
const LOST_CONNECTION_RETRIES = POOL_SIZE;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes the pool ride out a database restart and terminated connections: a connection that cannot
 * be made is retried with back-off for a few seconds (no statement was sent, so any statement may
 * wait), and a statement whose connection was lost (an idle connection terminated by an
 * administrator, a restart) is retried on another connection (a few times: several idle
 * connections may have been terminated together). Statements sent through the
 * pool run on their own (autocommit): a lost connection rolled them back, unless it was lost in
 * the instant of the commit, when the retry may repeat an idempotent update or add a second audit
 * row. Statements inside a transaction are not retried: that transaction fails (503).
 */
function makeResilient(pool: pg.Pool, availability: DatabaseAvailability, isClosed: () => boolean): void {
  const connectOnce = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const queryOnce = pool.query.bind(pool) as (query: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const connect = async (): Promise<pg.PoolClient> => {
    const deadline = Date.now() + CONNECT_RETRY_MS;
    for (let delay = 25; ; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
      try {
        return await connectOnce();
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        availability.markUnavailable(error);
        if (isClosed() || Date.now() + delay > deadline) throw error;
        await sleep(delay);
      }
    }
  };
  type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;
  pool.connect = ((callback?: Callback) => {
    if (!callback) return connect();
    connect().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  pool.query = ((query: unknown, values?: unknown, callback?: unknown) => {
    if (typeof values === 'function' || typeof callback === 'function') {
      return (pool.query as unknown as (...args: unknown[]) => unknown).call(pool, query, values, callback);
    }
    const attempt = (retriesLeft: number): Promise<pg.QueryResult> =>
      queryOnce(query, values).catch((error: unknown) => {
        if (!isConnectionError(error) || isClosed()) throw error;
        if (retriesLeft === 0) {
          availability.markUnavailable(error);
          throw error;
        }
        return attempt(retriesLeft - 1);
      });
    return attempt(LOST_CONNECTION_RETRIES);
  }) as typeof pool.query;
}

async function openPostgres(url: string, options: OpenOptions): Promise<DbHandle> {
  const availability = new DatabaseAvailability();
  const poolSize = options.poolSize ?? POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: 2000,
    // Set on each connection at its start: a runaway statement is cancelled by the database.
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
  });
  // An idle client's error (e.g. terminated by an administrator, or the server restarting) must not
  // crash the process; the pool drops that client and the next request gets a fresh one. It says
  // nothing yet about the database being down: a failed connection attempt does.
  pool.on('error', () => {});
  pool.on('connect', () => availability.markAvailable());
  let closed = false;
  makeResilient(pool, availability, () => closed);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    availability,
    // Under a session advisory lock, so several instances starting together migrate one at a time.
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Migrations may take longer than a request's statements may.
        await client.query('set statement_timeout = 0');
        await client.query(`select pg_advisory_lock(hashtextextended('triage-desk migrations', 0))`);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsDir() });
        } finally {
          await client.query(`select pg_advisory_unlock(hashtextextended('triage-desk migrations', 0))`);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: () => listenPostgres(url),
    warm: async () => {
      const clients = await Promise.all(Array.from({ length: poolSize }, () => pool.connect().catch(() => null)));
      for (const client of clients) client?.release();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<DbHandle> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    engine: 'pglite',
    availability: new DatabaseAvailability(),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: () => listenPglite(client),
    // One in-process engine: nothing to open.
    warm: async () => {},
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Applies pending migrations, the one rule for the server and the command line: under
 * DATABASE_MIGRATION_URL's role when it is set (PostgreSQL: the owner, while DATABASE_URL may be a
 * data-only role), otherwise on the database itself.
 */
export async function migrateWith(database: DbHandle, migrationUrl: string | undefined): Promise<void> {
  if (database.engine !== 'postgres' || !migrationUrl) return database.migrate();
  const owner = await openDatabase({ databaseUrl: migrationUrl, poolSize: 1 });
  await owner.migrate().finally(() => owner.close());
}
