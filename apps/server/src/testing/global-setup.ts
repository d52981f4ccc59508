/**
 * Migrates one database per engine once per test run and keeps it as a template: a PGlite
 * data-directory dump, and (when TEST_DATABASE_URL is set) a PostgreSQL template database. A second
 * template also holds the demo seed (content, practices, one argon2 hash), so that API test files
 * start from it instead of seeding each time. Each test file then gets a fresh copy in well under a
 * second.
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
import * as schema from '../db/schema.ts';
import { seedDemo } from '../seed/seed.ts';
import { SEED_TIME } from './seed-time.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgliteSeededSnapshot: string;
    postgresTemplate: string | null;
    postgresSeededTemplate: string | null;
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function dump(client: PGlite, path: string): Promise<void> {
  const data = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await data.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'triage-test-'));
  const client = new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsDir() });
  const snapshot = join(dir, 'migrated.tar');
  await dump(client, snapshot);
  await seedDemo(db, SEED_TIME);
  const seededSnapshot = join(dir, 'seeded.tar');
  await dump(client, seededSnapshot);
  await client.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgliteSeededSnapshot', seededSnapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  let seededTemplate: string | null = null;
  if (url) {
    const suffix = randomBytes(4).toString('hex');
    template = `triage_tpl_${suffix}`;
    seededTemplate = `triage_tpl_seeded_${suffix}`;
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.migrate();
    await handle.close();
    await adminQuery(url, `CREATE DATABASE ${seededTemplate} TEMPLATE ${template}`);
    const seeded = await openDatabase({ databaseUrl: withDatabase(url, seededTemplate) });
    await seedDemo(seeded.db, SEED_TIME);
    await seeded.close();
  }
  project.provide('postgresTemplate', template);
  project.provide('postgresSeededTemplate', seededTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) {
      for (const name of [template, seededTemplate]) {
        if (name) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  };
}
