import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorEnvelope } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { freshDatabase } from './testing/test-db.ts';

/** A script large enough to be worth compressing, with the siblings the web build writes. */
const SCRIPT = Buffer.from(`${'export const greeting = "hello";\n'.repeat(100)}console.log(greeting);\n`);

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'triage-web-'));
  mkdirSync(join(dir, 'assets'));
  const preloads = '<link rel="modulepreload" crossorigin href="/assets/big-def456.js">'.repeat(20);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><head><!--app-config-->${preloads}</head><div id="root"></div>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'big-def456.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('HTTP skeleton', () => {
  let app: FastifyInstance;
  const database = freshDatabase('pglite');

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: fakeWebBuild(), FRAME_ANCESTORS: "'self' https://ehr.example.org" }),
      database: await database,
    });
  });
  afterAll(async () => {
    await app.close();
    await (await database).close();
  });

  it('answers liveness and readiness in the envelope', async () => {
    const alive = await app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ success: true, message: 'OK', data: { status: 'alive' } });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('answers an unknown API path with a JSON 404 envelope, never HTML', async () => {
    const response = await app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = ErrorEnvelope.parse(response.json());
    expect(body.message).toContain('Please try again or contact Support at 1-800-555-0199');
    expect(body.error.technical).toBe('No such call: GET /api/nope');
  });

  it('answers malformed JSON with a catalogue error and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = ErrorEnvelope.parse(response.json());
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(body.success).toBe(false);
  });

  it('carries the client version headers on every response', async () => {
    const response = await app.inject('/api/nope');
    expect(response.headers['x-latest-client-version']).toBe('1.0.11');
    expect(response.headers['x-minimum-client-version']).toBe('1.0.0');
  });

  it('serves deep links and /index.html itself with the app shell and its configuration, uncached', async () => {
    for (const path of ['/protocols', '/triage/questions', '/app/login/sso/abc?firstName=Ann', '/index.html']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain(
        '<meta name="app-config" content="{&quot;productName&quot;:&quot;Triage Desk&quot;',
      );
    }
  });

  it('caches hashed assets immutably and answers a missing asset with 404', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it("sends the build's compressed siblings of an asset as the browser accepts, varying on Accept-Encoding", async () => {
    for (const [acceptEncoding, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const asset = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.rawPayload.length).toBeLessThan(SCRIPT.length);
      expect(decompress(asset.rawPayload).equals(SCRIPT)).toBe(true);
    }
    const plain = await app.inject('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
    // An asset without siblings is sent as it is; the siblings are not served by name.
    const small = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    expect((await app.inject('/assets/big-def456.js.br')).statusCode).toBe(404);
  });

  it('compresses the app shell as the browser accepts, and not when it does not ask', async () => {
    const plain = await app.inject('/protocols');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const compressed = await app.inject({
      url: '/protocols',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends a CSP without inline script on HTML, framing from configuration, and none on the API', async () => {
    const html = await app.inject('/protocols');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self' https://ehr.example.org");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const permissions = String(html.headers['permissions-policy']);
    expect(permissions).toContain('clipboard-write=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('microphone=()');
    expect(permissions).toContain('geolocation=()');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.headers['x-frame-options']).toBeUndefined();
    const api = await app.inject('/api/nope');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers readiness with 503 when the database is gone', async () => {
    const broken = await freshDatabase('pglite');
    const other = await buildApp({ config: testConfig(), database: broken });
    await broken.close();
    const response = await other.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(ErrorEnvelope.parse(response.json()).error.technical).toBe('Database not reachable');
    await other.close();
  });
});
