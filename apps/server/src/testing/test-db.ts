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

export interface FreshOptions {
  /** Start from the template that also holds the demo seed (seeded at SEED_TIME). */
  seeded?: boolean;
}

/** Opens a fresh migrated database of the engine; dropping it is part of close(). */
export async function freshDatabase(engine: Engine, options: FreshOptions = {}): Promise<DbHandle> {
  if (engine === 'pglite') {
    const snapshot = readFileSync(inject(options.seeded ? 'pgliteSeededSnapshot' : 'pgliteSnapshot'));
    return openDatabase({ loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject(options.seeded ? 'postgresSeededTemplate' : 'postgresTemplate');
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

/** Declares `fn`'s tests once per engine (of `only`, when given), each with its own database. */
export function describeEachEngine(
  name: string,
  fn: (ctx: EngineContext) => void,
  options: FreshOptions & { only?: readonly Engine[] } = {},
): void {
  for (const engine of ENGINES.filter((candidate) => !options.only || options.only.includes(candidate))) {
    describe(`${name} [${engine}]`, () => {
      let handle: DbHandle | undefined;
      beforeAll(async () => {
        handle = await freshDatabase(engine, { seeded: options.seeded ?? false });
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
