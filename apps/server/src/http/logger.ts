/**
 * Structured logging with no patient data: request bodies are never logged, query strings are
 * dropped (they may carry a session id), and credential headers are redacted.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers["x-session-id"]', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
