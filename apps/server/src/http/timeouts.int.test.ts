/** Request, connection and statement timeouts: a slow client or a runaway statement is cut off. */
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { describeEachEngine, ENGINES } from '../testing/test-db.ts';

describeEachEngine('timeouts', ({ database }) => {
  it('answers 408 and closes the connection of a client that sends its request too slowly', async () => {
    const app = await buildApp({ config: testConfig({ REQUEST_TIMEOUT_MS: 1000 }), database: database() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n');
      const started = performance.now();
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
      expect(answer).toContain('408');
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });
});

it.runIf(ENGINES.includes('postgres'))(
  'PostgreSQL cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS',
  async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const handle = await openDatabase({ databaseUrl: url, statementTimeoutMs: 200, poolSize: 2 });
    try {
      // 57014: query_canceled, here by statement_timeout.
      await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
      await handle.db.execute(sql`select 1`);
    } finally {
      await handle.close();
    }
  },
);
