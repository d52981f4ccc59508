/**
 * Structured logging with no patient data: request bodies are never logged, query strings are
 * dropped (they may carry a session id or a launch's patient context), credential headers are
 * redacted, and the single sign-on token in /app/login/sso/{token} paths (and a handout link's in
 * /handout/{token}) is replaced by ':token'.
 */
import { SESSION_HEADER } from '@triage/contracts';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { withoutSsoTokens } from '../lib/sso-scrub.ts';

/**
 * The path of a request URL as logged: no query string, no SSO token.
 * @internal
 */
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

/** Answers slower than this are logged at info even when they succeed. */
const SLOW_ANSWER_MS = 1000;

/**
 * One line per request, written when it is answered (Fastify writes two): at info for a refusal
 * or failure (status 400 and up), an error or a slow answer (`SLOW_ANSWER_MS`); a quick success is
 * logged at debug (`LOG_LEVEL=debug` shows every request), which keeps a line per heartbeat and per
 * content call off the hot path and out of the log.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || line.responseTime >= SLOW_ANSWER_MS) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
