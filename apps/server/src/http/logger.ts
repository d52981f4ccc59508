/**
 * Structured logging with no patient data: request bodies are never logged, query strings are
 * dropped (they may carry a session id or a launch's patient context), credential headers are
 * redacted, and the single sign-on token in /app/login/sso/{token} paths is replaced by ':token'.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** The path of a request URL as logged: no query string, no SSO token. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^(\/api)?\/app\/login\/sso\/[^/]*/, '$1/app/login/sso/:token');
}

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
        path: loggedPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
