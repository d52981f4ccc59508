/**
 * Migrates one database per engine once per test run and keeps it as a template: a PGlite
 * data-directory dump, and (when TEST_DATABASE_URL is set) a PostgreSQL template database.
 * Each test file then gets a fresh copy in well under a second.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrationsDir } from '../db/migrations-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'triage-test-'));
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `triage_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.migrate();
    await handle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}
