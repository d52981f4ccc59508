/**
 * For the privacy tests of handout sends (issue 36): an app whose log lines the test reads, with a
 * demo nurse signed in, and every table of the database as text to search for what must not be there.
 */
import { Writable } from 'node:stream';
import { login } from '@triage/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import type { Database, DbHandle } from '../db/client.ts';

interface LoggedApp {
  app: FastifyInstance;
  /** Every log line so far (LOG_LEVEL info). */
  log: () => string;
  /** The session of a demo nurse. */
  sessionId: string;
}

export async function loggedDemoApp(
  overrides: Partial<Config>,
  database: DbHandle,
  now?: () => Date,
): Promise<LoggedApp> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', ...overrides }),
    database,
    logStream,
    ...(now ? { now } : {}),
  });
  const signIn = await app.inject({
    method: 'POST',
    url: login.path,
    payload: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
  });
  const sessionId = (signIn.json() as { data: { sessionId: string } }).data.sessionId;
  return { app, log: () => lines.join(''), sessionId };
}

/** The rows of a raw query on either engine (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** Every table of the schema with all its rows as JSON text. */
export async function everyTableAsText(db: Database): Promise<Map<string, string>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (rowsOf(tables) as { table_name: string }[]).map((row) => row.table_name);
  const dump = new Map<string, string>();
  for (const name of names)
    dump.set(name, JSON.stringify(rowsOf(await db.execute(sql.raw(`select * from "${name}"`)))));
  return dump;
}
