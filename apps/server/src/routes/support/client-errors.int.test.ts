import { logClientError } from '@triage/contracts';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { clientErrors } from '../../db/schema.ts';
import { MAX_CLIENT_ERRORS_PER_HOUR } from '../../services/client-errors.service.ts';
import { dataOf, describeApi, expectError } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';

const report = {
  errorMessage: 'TypeError: cannot read properties of undefined',
  errorStack: 'TypeError: cannot read properties of undefined\n    at Triage (app.js:1:2)',
  route: '/triage/questions?sessionId=SECRET-IN-QUERY',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-03-02T08:00:00.000Z',
  state: {
    version: '1.0.11',
    session: { sessionId: 'SECRET-SESSION', practiceId: 'demo', options: { careAdviceMode: 'simple' } },
    call: {
      callId: 'call-1',
      freeNote: 'PATIENT NOTE: chest pain since this morning',
      dispositionOverride: { reason: 'PATIENT REASON' },
      selectedProtocols: [
        {
          id: 10201,
          fullId: 'oh_adult201',
          sourceProtocolId: 201,
          selectionMode: 'explicit',
          content: { dispositions: [{ questions: [{ id: 1, selected: true, text: 'PATIENT ANSWER' }] }] },
        },
      ],
    },
  },
};

describeApi(
  'client error reports',
  { config: { CLIENT_ERRORS_PER_MINUTE: 5 }, coverage: ERROR_COVERAGE.clientErrors },
  (h) => {
    const send = (body: unknown, options: { ip: string; sessionId?: string }) =>
      h().call(logClientError, { body, ...options });
    const latest = async () => {
      const [row] = await h().database.db.select().from(clientErrors).orderBy(sql`${clientErrors.id} desc`).limit(1);
      return row;
    };

    it('keeps a scrubbed report attributed to the session’s practice', async () => {
      const sessionId = await h().signIn();
      expect(dataOf(await send({ error: report }, { ip: '10.6.0.1', sessionId }))).toEqual({ logged: true });
      const row = await latest();
      expect(row?.practiceId).toEqual(expect.any(Number));
      const stored = JSON.stringify(row?.payload);
      for (const secret of ['SECRET-SESSION', 'SECRET-IN-QUERY', 'PATIENT NOTE', 'PATIENT REASON', 'PATIENT ANSWER']) {
        expect(stored).not.toContain(secret);
      }
      expect(row?.payload).toMatchObject({
        errorMessage: report.errorMessage,
        route: '/triage/questions',
        state: {
          version: '1.0.11',
          session: { practiceId: 'demo', options: { careAdviceMode: 'simple' } },
          call: {
            callId: 'call-1',
            selectedProtocols: [{ id: 10201, fullId: 'oh_adult201', sourceProtocolId: 201, selectionMode: 'explicit' }],
          },
        },
      });
    });

    it('keeps a report without a session, or with one that has ended', async () => {
      expect(dataOf(await send({ error: { errorMessage: 'boom' } }, { ip: '10.6.0.2' }))).toEqual({ logged: true });
      expect((await latest())?.practiceId).toBeNull();
      const ended = await send({ error: { errorMessage: 'boom' } }, { ip: '10.6.0.2', sessionId: 'A'.repeat(43) });
      expect(dataOf(ended)).toEqual({ logged: true });
    });

    it('cuts long reports to size and refuses bodies over the limit', async () => {
      const long = {
        errorMessage: 'm'.repeat(15_000),
        errorStack: 's'.repeat(90_000),
        state: { version: 'v'.repeat(600) },
      };
      dataOf(await send({ error: long }, { ip: '10.6.0.3' }));
      const row = await latest();
      expect(JSON.stringify(row?.payload).length).toBeLessThanOrEqual(16 * 1024);
      expect(row?.payload).toMatchObject({ truncated: true });
      const huge = await send(
        { error: { errorMessage: 'x', state: { blob: 'x'.repeat(200_000) } } },
        { ip: '10.6.0.3' },
      );
      expectError(huge, 'badData', { status: 413 });
    });

    it('reports a missing message as missingParams and a malformed report as badData', async () => {
      expectError(await send({}, { ip: '10.6.0.4' }), 'missingParams');
      expectError(await send({ error: { route: '/x' } }, { ip: '10.6.0.4' }), 'missingParams');
      expectError(await send({ error: { errorMessage: 42 } }, { ip: '10.6.0.4' }), 'badData');
      expectError(await send({ error: { errorMessage: 'x', state: 'not a map' } }, { ip: '10.6.0.4' }), 'badData');
    });

    it('limits reports per IP', async () => {
      for (let i = 0; i < 5; i += 1) dataOf(await send({ error: { errorMessage: `e${i}` } }, { ip: '10.6.0.5' }));
      const limited = await send({ error: { errorMessage: 'one more' } }, { ip: '10.6.0.5' });
      expectError(limited, 'tooManyRequests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      dataOf(await send({ error: { errorMessage: 'elsewhere' } }, { ip: '10.6.0.6' }));
    });

    it('stops keeping reports (logged false) when the store is flooded', async () => {
      const at = h().clock.now().toISOString();
      await queryRows(
        h().database.db,
        sql`insert into ${clientErrors} (at, payload) select ${at}::timestamptz, '{}'::jsonb from generate_series(1, ${MAX_CLIENT_ERRORS_PER_HOUR})`,
      );
      expect(dataOf(await send({ error: { errorMessage: 'flood' } }, { ip: '10.6.0.7' }))).toEqual({ logged: false });
    });
  },
);
