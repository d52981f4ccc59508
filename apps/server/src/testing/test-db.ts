/**
 * Runs the same database tests on every engine: embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set. Each test file gets its own fresh, migrated database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DbHandle, type Engine, openDatabase } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export interface EngineContext {
  readonly engine: Engine;
  /** The database of this describe block (available from beforeAll on). */
  database(): DbHandle;
}

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Opens a fresh migrated database of the engine; dropping it is part of close(). */
export async function freshDatabase(engine: Engine): Promise<DbHandle> {
  if (engine === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openDatabase({ loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `triage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Declares `fn`'s tests once per engine, each with its own database. */
export function describeEachEngine(name: string, fn: (ctx: EngineContext) => void): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let handle: DbHandle | undefined;
      beforeAll(async () => {
        handle = await freshDatabase(engine);
      });
      afterAll(async () => {
        await handle?.close();
      });
      fn({
        engine,
        database: () => {
          if (!handle) throw new Error('The test database is not open yet');
          return handle;
        },
      });
    });
  }
}
