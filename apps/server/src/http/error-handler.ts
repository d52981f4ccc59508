/**
 * Maps every failure to the error catalogue (spec section 8) in the response envelope, so no
 * request ever gets an HTML error page or a stack trace.
 */

import type { Socket } from 'node:net';
import { ERROR_CATALOGUE, type ErrorCode, type ErrorEnvelope, friendlyMessage } from '@triage/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { type DatabaseAvailability, describeDbError, isConnectionError } from '../db/availability.ts';
import { AppError } from '../lib/app-error.ts';

function errorBody(supportPhone: string, code: ErrorCode, technical: string): ErrorEnvelope {
  return {
    success: false,
    message: friendlyMessage(code, supportPhone),
    error: { code, category: ERROR_CATALOGUE[code].category, technical },
  };
}

export function sendError(
  reply: FastifyReply,
  supportPhone: string,
  code: ErrorCode,
  technical: string,
  status: number = ERROR_CATALOGUE[code].status,
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(supportPhone, code, technical));
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function validationCode(issues: ValidationIssue[]): ErrorCode {
  const missing = issues.some(
    (issue) =>
      issue.params?.missingProperty !== undefined || /required|received (undefined|null)/i.test(issue.message ?? ''),
  );
  return missing ? 'missingParams' : 'badData';
}

function describeIssues(issues: ValidationIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.instancePath || '(request)'} ${issue.message ?? 'is invalid'}`.trim())
    .join('; ');
}

/** Seconds a client should wait before retrying a request refused while the database is unavailable. */
const DB_RETRY_AFTER_SECONDS = '2';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (oversized headers or path, a bad
 * method, a duplicate Content-Length...): answered with the catalogue envelope, then the
 * connection is closed, as Node itself would.
 */
export function clientErrorHandler(supportPhone: string, extraHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const reason =
      status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    const body = JSON.stringify(
      errorBody(supportPhone, 'badData', `The request could not be parsed (${error.code ?? 'unknown'})`),
    );
    const headers = Object.entries({
      ...extraHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
    socket.destroy();
  };
}

export function registerErrorHandling(
  app: FastifyInstance,
  supportPhone: string,
  availability?: DatabaseAvailability,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(reply, supportPhone, error.code, error.message, error.status);
    }
    if (error.validation) {
      const issues = error.validation as ValidationIssue[];
      return sendError(
        reply,
        supportPhone,
        validationCode(issues),
        `${error.validationContext ?? 'request'}: ${describeIssues(issues)}`,
      );
    }
    if (isConnectionError(error)) {
      // Logged once per change of state by the availability tracker, not once per request.
      availability?.markUnavailable(error);
      reply.header('retry-after', DB_RETRY_AFTER_SECONDS);
      return sendError(reply, supportPhone, 'default', `The database is unavailable (request ${request.id})`, 503);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, supportPhone, 'tooManyRequests', 'Rate limit exceeded');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large and other client faults.
      return sendError(reply, supportPhone, 'badData', error.code ?? 'Bad request', status);
    }
    // Never the message: a failed query's message holds its SQL text and parameters.
    request.log.error({ err: describeDbError(error) }, 'request failed');
    return sendError(reply, supportPhone, 'default', `Unexpected server error (request ${request.id})`, 500);
  });
}
