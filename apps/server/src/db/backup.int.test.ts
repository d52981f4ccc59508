/**
 * Backup and restore as docs/backup.md says, on both engines: a database with live sessions and
 * content is backed up, destroyed, and restored; the nurse's session and the content are back.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProtocols, login, ProtocolListData, validateSession } from '@triage/contracts';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { seedDemo } from '../seed/seed.ts';
import { withDatabase } from '../testing/global-setup.ts';
import { type DbHandle, openDatabase } from './client.ts';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

/** Signs a nurse in and reads the protocol list: the state a backup must keep. */
async function liveSession(database: DbHandle): Promise<{ sessionId: string; protocols: number }> {
  const app = await buildApp({ config: testConfig(), database });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: login.path,
      payload: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
    });
    const { sessionId } = (signIn.json() as { data: { sessionId: string } }).data;
    const list = await app.inject({ method: 'GET', url: listProtocols.path, headers: { 'x-session-id': sessionId } });
    return { sessionId, protocols: ProtocolListData.parse(list.json().data).protocols.length };
  } finally {
    await app.close();
  }
}

/** The session still works after the restore, and the content is all there. */
async function expectRestored(database: DbHandle, before: { sessionId: string; protocols: number }) {
  const app = await buildApp({ config: testConfig(), database });
  try {
    const headers = { 'x-session-id': before.sessionId };
    expect((await app.inject({ method: validateSession.method, url: validateSession.path, headers })).statusCode).toBe(
      200,
    );
    const list = await app.inject({ method: 'GET', url: listProtocols.path, headers });
    expect(ProtocolListData.parse(list.json().data).protocols).toHaveLength(before.protocols);
  } finally {
    await app.close();
  }
}

describe('backup and restore', () => {
  it('embedded database: stop, archive DATA_DIR, destroy, extract, start', async () => {
    const work = mkdtempSync(join(tmpdir(), 'triage-backup-'));
    const dataDir = join(work, 'data');
    const archive = join(work, 'triage-data.tar.gz');
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      await seedDemo(database.db);
      const before = await liveSession(database);
      expect(before.protocols).toBeGreaterThan(0);
      await database.close();
      run('tar', ['-czf', archive, '-C', dataDir, '.']);
      rmSync(dataDir, { recursive: true, force: true });
      run('mkdir', ['-p', dataDir]);
      run('tar', ['-xzf', archive, '-C', dataDir]);
      const restored = await openDatabase({ dataDir });
      try {
        await restored.migrate();
        await expectRestored(restored, before);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    'PostgreSQL: pg_dump, drop the database, pg_restore',
    async () => {
      const name = `triage_backup_${Date.now().toString(36)}`;
      const work = mkdtempSync(join(tmpdir(), 'triage-backup-'));
      const dump = join(work, 'triage.dump');
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      const target = withDatabase(url ?? '', name);
      try {
        await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresSeededTemplate')}`);
        const database = await openDatabase({ databaseUrl: target });
        const before = await liveSession(database);
        await database.close();
        run('pg_dump', ['--format=custom', '--file', dump, target]);
        await admin(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${name}`);
        run('pg_restore', ['--dbname', target, '--no-owner', '--exit-on-error', dump]);
        const restored = await openDatabase({ databaseUrl: target });
        try {
          await restored.migrate();
          await expectRestored(restored, before);
        } finally {
          await restored.close();
        }
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
