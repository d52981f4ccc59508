/**
 * On PostgreSQL the API runs under a data-only role (apps/server/sql/api-role.sql): it signs nurses in
 * and writes audit events, but cannot change the schema nor update, delete or truncate audit events;
 * it counts refusals (adds rows, raises a row's count), but cannot delete, truncate or rewrite them.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { login } from '@triage/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { listAuditEvents } from '../repositories/audit.repository.ts';
import { purgeOldRecords } from '../services/retention.service.ts';
import { withDatabase } from '../testing/global-setup.ts';
import { type DbHandle, openDatabase, queryRows } from './client.ts';

const url = process.env.TEST_DATABASE_URL;
const ROLE_SQL = join(import.meta.dirname, '../../sql/api-role.sql');

describe.runIf(url)('the API under a data-only PostgreSQL role', () => {
  const suffix = randomBytes(5).toString('hex');
  const name = `triage_role_${suffix}`;
  const role = `triage_api_${suffix}`;
  let api: DbHandle;
  const owner = async (statement: string, database = 'postgres') => {
    const client = new pg.Client({ connectionString: withDatabase(url ?? '', database) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await owner(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresSeededTemplate')}`);
    await owner(`CREATE ROLE ${role} LOGIN`);
    await owner(readFileSync(ROLE_SQL, 'utf8').replaceAll('triage_api', role), name);
    const roleUrl = new URL(withDatabase(url ?? '', name));
    roleUrl.username = role;
    roleUrl.password = '';
    api = await openDatabase({ databaseUrl: roleUrl.toString() });
  });
  afterAll(async () => {
    await api?.close();
    await owner(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await owner(`DROP ROLE IF EXISTS ${role}`);
  });

  it('signs in and audits, but cannot alter audit events or the schema', async () => {
    const app = await buildApp({ config: testConfig(), database: api });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: login.path,
        payload: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
      });
      expect(answer.statusCode).toBe(200);
      // Two wrong passwords: one refusal row, its count raised by the second.
      for (const password of ['wrong-1', 'wrong-2']) {
        const refused = await app.inject({
          method: 'POST',
          url: login.path,
          remoteAddress: '10.77.0.1',
          payload: { firstName: 'Eve', practiceId: 'demo', password },
        });
        expect(refused.statusCode).toBe(401);
      }
    } finally {
      await app.close();
    }
    const counted = () =>
      queryRows<{ count: number }>(api.db, sql`select count from audit_refusals where ip = '10.77.0.1'`);
    expect(await counted()).toEqual([{ count: 2 }]);
    const [event] = await listAuditEvents(api.db, { type: 'sign-in', limit: 1 });
    expect(event?.outcome).toBe('success');
    for (const statement of [
      sql`update audit_events set outcome = 'tampered'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
      sql`delete from audit_refusals`,
      sql`truncate audit_refusals`,
      sql`update audit_refusals set ip = '10.0.0.1'`,
      sql`update audit_refusals set outcome = 'success', practice_id = '(unknown)'`,
      sql`create table intruder (id int)`,
      sql`alter table practices add column intruder text`,
    ]) {
      await expect(api.db.execute(statement)).rejects.toMatchObject({ cause: { code: '42501' } });
    }
    // Retention leaves audit events and refusal counts to the owner's purge-old-records; crash reports are purged.
    const purged = await purgeOldRecords(api.db, new Date(Date.now() + 3 * 86_400_000), {
      auditDays: 1,
      clientErrorDays: 1,
      callEventDays: 1,
    });
    expect(purged.auditEvents).toBeNull();
    expect(purged.auditRefusals).toBeNull();
    expect(await counted()).toEqual([{ count: 2 }]);
  });
});
