import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { freshDatabase } from '../testing/test-db.ts';

describe('request logging', () => {
  const database = freshDatabase('pglite');
  afterAll(async () => (await database).close());

  it('records method, path and status but never query strings, bodies or session headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: await database,
      logStream: stream,
    });
    await app.inject({
      method: 'POST',
      url: '/api/anything?sessionId=SECRET-SESSION&note=PATIENT-NOTE',
      headers: { 'x-session-id': 'SECRET-HEADER', 'content-type': 'application/json' },
      payload: { freeNote: 'PATIENT-FREE-NOTE: chest pain since morning' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"path":"/api/anything"');
    expect(log).toContain('"statusCode":404');
    for (const secret of ['SECRET-SESSION', 'PATIENT-NOTE', 'SECRET-HEADER', 'PATIENT-FREE-NOTE']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logged paths', () => {
  it('keep neither the query string nor a single sign-on token', async () => {
    const { loggedPath } = await import('./logger.ts');
    expect(loggedPath('/api/protocols?contentSetId=1')).toBe('/api/protocols');
    expect(loggedPath('/api/app/login/sso/SECRET-TOKEN')).toBe('/api/app/login/sso/:token');
    expect(loggedPath('/app/login/sso/SECRET-TOKEN?firstName=Ann')).toBe('/app/login/sso/:token');
    expect(loggedPath('/handout/eyJhbGciOiJIUzI1NiJ9.eyJwIjoxfQ.SIGNATURE')).toBe('/handout/:token');
    expect(loggedPath('/handout.css')).toBe('/handout.css');
    expect(loggedPath('/h/Ab3dEf6hIj9k')).toBe('/h/:id');
    expect(loggedPath('/api/handouts/text')).toBe('/api/handouts/text');
    expect(loggedPath('/api/handouts/text/Ab3dEf6hIj9k')).toBe('/api/handouts/text/:deliveryId');
    expect(loggedPath('/api/handouts/text/Ab3dEf6hIj9k/status')).toBe('/api/handouts/text/:deliveryId/status');
  });

  it('mask the launch URLs of SMART and signed SSO: no iss, launch context, code, state or launch token', async () => {
    const { loggedPath } = await import('./logger.ts');
    const launch = '/smart/launch?iss=https%3A%2F%2Fehr.example.org%2Ffhir&launch=PATIENT-CONTEXT-123';
    expect(loggedPath(launch)).toBe('/smart/launch');
    expect(loggedPath('/smart/callback?code=AUTH-CODE-456&state=STATE-789')).toBe('/smart/callback');
    expect(loggedPath('/app/login/sso/SECRET-TOKEN?launch=eyJhbGciOi.SIGNED.JWT&mrn=12345')).toBe(
      '/app/login/sso/:token',
    );
    for (const logged of [launch, '/smart/callback?code=AUTH-CODE-456&state=STATE-789'].map(loggedPath)) {
      expect(logged).not.toMatch(/PATIENT-CONTEXT|AUTH-CODE|STATE-789|ehr\.example/);
    }
  });
});
