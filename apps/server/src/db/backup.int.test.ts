/**
 * Backup and restore as docs/backup.md says, on both engines: a database with live sessions and
 * content is backed up, destroyed, and restored; the nurse's session, the content and the audit
 * trail are back. PostgreSQL is dumped online: while a server instance holds the session open and
 * answers it; the restore leaves out the grants, and api-role.sql gives the API's role its rights again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProtocols, login, ProtocolListData, validateSession } from '@triage/contracts';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { listAuditEvents } from '../repositories/audit.repository.ts';
import { seedDemo } from '../seed/seed.ts';
import { withDatabase } from '../testing/global-setup.ts';
import { type DbHandle, openDatabase } from './client.ts';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

/** Runs a command without blocking the event loop (a server instance keeps answering meanwhile). */
function runAsync(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr}`))));
  });
}

interface Kept {
  sessionId: string;
  protocols: number;
  /** The audit trail: id, type and outcome of every event. */
  audit: string[];
}

const auditTrail = async (database: DbHandle) =>
  (await listAuditEvents(database.db, { limit: 1000 })).map((event) => `${event.id} ${event.type} ${event.outcome}`);

type App = Awaited<ReturnType<typeof buildApp>>;

/** Signs a nurse in (an audit event) and reads the protocol list: the state a backup must keep. */
async function liveSession(app: App, database: DbHandle): Promise<Kept> {
  const signIn = await app.inject({
    method: 'POST',
    url: login.path,
    payload: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
  });
  const { sessionId } = (signIn.json() as { data: { sessionId: string } }).data;
  const list = await app.inject({ method: 'GET', url: listProtocols.path, headers: { 'x-session-id': sessionId } });
  const audit = await auditTrail(database);
  expect(audit.filter((event) => event.endsWith(' sign-in success')).length).toBeGreaterThan(0);
  return { sessionId, protocols: ProtocolListData.parse(list.json().data).protocols.length, audit };
}

const sessionAnswer = async (app: App, sessionId: string) =>
  (
    await app.inject({
      method: validateSession.method,
      url: validateSession.path,
      headers: { 'x-session-id': sessionId },
    })
  ).statusCode;

/** The session still works after the restore, the content is all there, and so is the audit trail. */
async function expectRestored(database: DbHandle, before: Kept) {
  expect(await auditTrail(database)).toEqual(before.audit);
  const app = await buildApp({ config: testConfig(), database });
  try {
    expect(await sessionAnswer(app, before.sessionId)).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: listProtocols.path,
      headers: { 'x-session-id': before.sessionId },
    });
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
      const app = await buildApp({ config: testConfig(), database });
      const before = await liveSession(app, database).finally(() => app.close());
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
    'PostgreSQL: pg_dump online while an instance holds a live session, drop the database, pg_restore, api-role.sql again',
    async () => {
      const name = `triage_backup_${Date.now().toString(36)}`;
      const role = `triage_api_${name.slice('triage_backup_'.length)}`;
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
      const roleSql = readFileSync(join(import.meta.dirname, '../../sql/api-role.sql'), 'utf8').replaceAll(
        'triage_api',
        role,
      );
      const privileges = async () => {
        const client = new pg.Client({ connectionString: target });
        await client.connect();
        try {
          const { rows } = await client.query<{ insert: boolean; delete: boolean }>(
            `select has_table_privilege($1, 'audit_events', 'INSERT') as insert,
                    has_table_privilege($1, 'audit_events', 'DELETE') as delete`,
            [role],
          );
          return rows[0];
        } finally {
          await client.end();
        }
      };
      try {
        await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresSeededTemplate')}`);
        await admin(`CREATE ROLE ${role} LOGIN`);
        const client = new pg.Client({ connectionString: target });
        await client.connect();
        await client.query(roleSql).finally(() => client.end());
        expect(await privileges()).toEqual({ insert: true, delete: false });

        // Online: the instance is up, holds the session, and answers it while pg_dump runs.
        const database = await openDatabase({ databaseUrl: target });
        const app = await buildApp({ config: testConfig(), database });
        let before: Kept;
        try {
          before = await liveSession(app, database);
          const dumping = runAsync('pg_dump', ['--format=custom', '--file', dump, target]);
          const answers = [await sessionAnswer(app, before.sessionId)];
          await dumping;
          answers.push(await sessionAnswer(app, before.sessionId));
          expect(answers).toEqual([200, 200]);
        } finally {
          await app.close();
          await database.close();
        }

        await admin(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${name}`);
        // Grants name the old cluster's roles: restore without them, then api-role.sql again.
        run('pg_restore', ['--dbname', target, '--no-owner', '--no-privileges', '--exit-on-error', dump]);
        expect(await privileges()).toEqual({ insert: false, delete: false });
        const again = new pg.Client({ connectionString: target });
        await again.connect();
        await again.query(roleSql).finally(() => again.end());
        expect(await privileges()).toEqual({ insert: true, delete: false });

        const restored = await openDatabase({ databaseUrl: target });
        try {
          await restored.migrate();
          await expectRestored(restored, before);
        } finally {
          await restored.close();
        }
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin(`DROP ROLE IF EXISTS ${role}`);
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
