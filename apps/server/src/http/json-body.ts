/**
 * JSON bodies: Fastify's own parser (prototype-poisoning keys refused), except that an empty body
 * reads as `{}`, so `POST /api/logout` works with or without `{}` and an empty sign-in is reported
 * as missing fields rather than as broken JSON. Text PostgreSQL cannot store is refused here.
 */
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, unstorableTextError } from './text-guard.ts';

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parse(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const found = findUnstorableText(parsed);
      if (found !== null) return done(unstorableTextError('body', found), undefined);
      done(null, parsed);
    });
  });
}
