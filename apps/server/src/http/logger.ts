/**
 * Structured logging with no patient data: request bodies are never logged, query strings are
 * dropped (they may carry a session id or a launch's patient context), credential headers are
 * redacted, and the single sign-on token in /app/login/sso/{token} paths is replaced by ':token'.
 */
import { SESSION_HEADER } from '@triage/contracts';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const SSO_PATH = /\/app\/login\/sso\/[^/?#\s"'`)]*/g;

/** Any text (a path, a URL, an error message or stack) with every single sign-on token replaced by ':token'. */
export function withoutSsoTokens(text: string): string {
  return text.replace(SSO_PATH, '/app/login/sso/:token');
}

/** The path of a request URL as logged: no query string, no SSO token. */
export function loggedPath(url: string): string {
  return withoutSsoTokens(url.split('?')[0] ?? '');
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [`req.headers["${SESSION_HEADER}"]`, 'req.headers.authorization', 'req.headers.cookie'],
      remove: true,
    },
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
