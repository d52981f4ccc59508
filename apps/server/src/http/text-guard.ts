/**
 * Text PostgreSQL cannot store, refused at the door: a NUL character, or a UTF-16 surrogate without
 * its pair (JSON's `\ud800` escape). Any string in a body, a query or a path parameter holding one
 * is answered `badData`, before a route or the database sees it.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

// With the u flag a surrogate pair is one code point: only NUL and unpaired halves match.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;
const isUnstorable = (text: string): boolean => UNSTORABLE.test(text);

const MAX_DEPTH = 64;

/** Where the first unstorable string is (a dotted path), or null. Keys count as text too. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path || '(value)' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key.slice(0, 40)}` : key.slice(0, 40);
    if (isUnstorable(key)) return here;
    const found = findUnstorableText(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function unstorableTextError(where: string, found: string): AppError {
  return new AppError('badData', `${where}: ${found} holds a NUL character or an unpaired surrogate`);
}

/** Refuses unstorable text in the query and path parameters (bodies are checked as they are parsed). */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and allocates no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const inParams = findUnstorableText(request.params);
    if (inParams !== null) return done(unstorableTextError('params', inParams));
    const inQuery = findUnstorableText(request.query);
    done(inQuery === null ? undefined : unstorableTextError('query', inQuery));
  });
}
