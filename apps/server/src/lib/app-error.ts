/**
 * The one error type of the server: a catalogue code (spec section 8) plus a technical message.
 * The error handler turns it into the response envelope with the friendly message.
 */
import { ERROR_CATALOGUE, type ErrorCode } from '@triage/contracts';

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, technical?: string, headers: Record<string, string> = {}) {
    super(technical ?? code);
    this.name = 'AppError';
    this.code = code;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}
