/** Liveness (the process answers) and readiness (the database answers). */
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { sendError } from '../../http/error-handler.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: DbHandle; supportPhone: string }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await opts.database.ping();
      return ok({ status: 'ready', database: opts.database.engine });
    } catch (error) {
      // The outage itself is logged once per change by the availability tracker.
      opts.database.availability.markUnavailable(error);
      return sendError(reply, opts.supportPhone, 'default', 'Database not reachable', 503);
    }
  });
}
