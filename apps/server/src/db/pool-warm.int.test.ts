/**
 * On PostgreSQL an instance opens its pool's connections before it answers (`DbHandle.warm`, called
 * by main.ts before the server listens): the first requests after a start find them open.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("the pool's connections opened before the first request", () => {
  const name = `warm_${randomBytes(5).toString('hex')}`;
  const handles: DbHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  /** The connections PostgreSQL lists for this test's pool. */
  const open = async (): Promise<number> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [name],
      );
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  };

  it('opens as many connections as the pool holds, and requests then use them', async () => {
    const withName = new URL(url ?? '');
    withName.searchParams.set('application_name', name);
    const database = await openDatabase({ databaseUrl: withName.toString(), poolSize: 3 });
    handles.push(database);
    expect(await open()).toBe(0);
    await database.warm();
    expect(await open()).toBe(3);
    await Promise.all([database.ping(), database.ping(), database.ping()]);
    expect(await open()).toBe(3);
  });
});
