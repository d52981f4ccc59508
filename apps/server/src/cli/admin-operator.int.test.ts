/**
 * The operator the real command line records: `npm run admin` (src/cli/admin.ts, in its own process,
 * nothing injected) names the OS user and host that ran it on the audit row of each change.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.ts';
import { listAuditEvents } from '../repositories/audit.repository.ts';
import { withDatabase } from '../testing/global-setup.ts';

const serverDir = join(import.meta.dirname, '../..');
const url = process.env.TEST_DATABASE_URL;

/** Runs `npm run admin -- <argv>` as a process of its own, with only these database settings. */
function admin(env: Record<string, string>, ...argv: string[]): { status: number | null; output: string } {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...argv], {
    cwd: serverDir,
    env: { ...rest, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const expectedOperator = `${userInfo().username}@${hostname()}`;

describe('the admin command line records who ran it', () => {
  const work = mkdtempSync(join(tmpdir(), 'triage-operator-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('on the embedded database: the OS user @ host, not a value given to it', async () => {
    const dataDir = join(work, 'data');
    const run = admin({ DATA_DIR: dataDir }, 'create-organization', '--name', 'Operator Clinic');
    expect(run, run.output).toMatchObject({ status: 0 });
    const database = await openDatabase({ dataDir });
    try {
      const [event] = await listAuditEvents(database.db, { type: 'admin', limit: 1 });
      expect(event).toMatchObject({ outcome: 'create-organization: done', operator: expectedOperator });
    } finally {
      await database.close();
    }
  }, 120_000);

  it.runIf(url)(
    'on PostgreSQL: the OS user @ host',
    async () => {
      const name = `triage_operator_${Date.now().toString(36)}`;
      const owner = async (statement: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      const target = withDatabase(url ?? '', name);
      await owner(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
      try {
        const run = admin({ DATABASE_URL: target }, 'create-organization', '--name', 'Operator Clinic');
        expect(run, run.output).toMatchObject({ status: 0 });
        const database = await openDatabase({ databaseUrl: target });
        try {
          const [event] = await listAuditEvents(database.db, { type: 'admin', limit: 1 });
          expect(event).toMatchObject({ outcome: 'create-organization: done', operator: expectedOperator });
        } finally {
          await database.close();
        }
      } finally {
        await owner(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    120_000,
  );
});

describe('the admin command line and migrations (issue 33)', () => {
  const work = mkdtempSync(join(tmpdir(), 'triage-migrate-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('does not migrate for a read-only command: a fresh embedded database stays empty', async () => {
    const dataDir = join(work, 'fresh');
    admin({ DATA_DIR: dataDir }, 'list-practices');
    const database = await openDatabase({ dataDir });
    try {
      const tables = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from information_schema.tables
            where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      expect(tables).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
    // A command that writes migrates first.
    const created = admin({ DATA_DIR: dataDir }, 'create-organization', '--name', 'Migrated Clinic');
    expect(created, created.output).toMatchObject({ status: 0 });
    const listed = admin({ DATA_DIR: dataDir }, 'list-practices');
    expect(listed, listed.output).toMatchObject({ status: 0 });
  }, 120_000);

  it.runIf(url)(
    'on PostgreSQL: migrates with DATABASE_MIGRATION_URL when it is set, never for a read-only command',
    async () => {
      const name = `triage_migration_${Date.now().toString(36)}`;
      const owner = async (statement: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      const target = withDatabase(url ?? '', name);
      const unreachable = withDatabase((url ?? '').replace(/:\d+\//, ':1/'), name);
      await owner(`CREATE DATABASE ${name}`);
      try {
        // The migration URL is the one used: an unreachable one fails the command, and nothing is created.
        const refused = admin(
          { DATABASE_URL: target, DATABASE_MIGRATION_URL: unreachable },
          'create-organization',
          '--name',
          'Owner Clinic',
        );
        expect(refused.status, refused.output).toBe(1);
        // A read-only command does not migrate, so the unreachable migration URL does not matter.
        const read = admin({ DATABASE_URL: target, DATABASE_MIGRATION_URL: unreachable }, 'list-sso-mappings');
        expect(read.output).not.toContain('ECONNREFUSED');
        const migrated = admin(
          { DATABASE_URL: target, DATABASE_MIGRATION_URL: target },
          'create-organization',
          '--name',
          'Owner Clinic',
        );
        expect(migrated, migrated.output).toMatchObject({ status: 0 });
      } finally {
        await owner(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    180_000,
  );
});
