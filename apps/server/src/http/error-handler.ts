/**
 * Maps every failure to the error catalogue (spec section 8) in the response envelope, so no
 * request ever gets an HTML error page or a stack trace.
 */
import { ERROR_CATALOGUE, type ErrorCode, type ErrorEnvelope, friendlyMessage } from '@triage/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

export function sendError(
  reply: FastifyReply,
  supportPhone: string,
  code: ErrorCode,
  technical: string,
  status: number = ERROR_CATALOGUE[code].status,
): FastifyReply {
  const body: ErrorEnvelope = {
    success: false,
    message: friendlyMessage(code, supportPhone),
    error: { code, category: ERROR_CATALOGUE[code].category, technical },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
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

export function registerErrorHandling(app: FastifyInstance, supportPhone: string): void {
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
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, supportPhone, 'tooManyRequests', 'Rate limit exceeded');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large and other client faults.
      return sendError(reply, supportPhone, 'badData', error.code ?? 'Bad request', status);
    }
    request.log.error({ err: { type: error.name, code: error.code, message: error.message } }, 'request failed');
    return sendError(reply, supportPhone, 'default', `Unexpected server error (request ${request.id})`, 500);
  });
}
