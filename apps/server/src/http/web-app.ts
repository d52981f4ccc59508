/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and an SPA
 * fallback so deep links such as /protocols load the app. Unknown /api paths answer a JSON 404.
 * Compressed as the browser accepts: the build writes `.br` and `.gz` siblings of the assets
 * (apps/web/precompress.ts), sent by @fastify/static's `preCompressed`; index.html, which gets the
 * configuration at start, is compressed once in memory. Both vary on Accept-Encoding.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_META_NAME, type AppConfig } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { EncodedBody } from '../lib/encoded-body.ts';
import { sendEncoded } from './content-encoding.ts';
import { sendError } from './error-handler.ts';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Puts the public app configuration into index.html as a meta tag (no inline script, so the CSP holds). */
function injectAppConfig(html: string, appConfig: AppConfig): string {
  const meta = `<meta name="${APP_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(appConfig))}" />`;
  return html.replace('<!--app-config-->', meta);
}

export interface WebAppOptions {
  distDir: string | undefined;
  supportPhone: string;
  appConfig: AppConfig;
}

export async function registerWebApp(app: FastifyInstance, { distDir, supportPhone, appConfig }: WebAppOptions) {
  const indexPath = distDir ? join(distDir, 'index.html') : undefined;
  const indexHtml =
    indexPath && existsSync(indexPath)
      ? new EncodedBody(Buffer.from(injectAppConfig(readFileSync(indexPath, 'utf8'), appConfig), 'utf8'))
      : undefined;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The compressed siblings are chosen by Accept-Encoding, never asked for by name; the shell
      // is only ever sent with the configuration written into it (below). Source maps are never
      // served (the build moves them out of dist/; this holds if one is copied back).
      globIgnore: ['**/*.br', '**/*.gz', '**/index.html', '**/*.map'],
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, supportPhone, 'default', `No such call: ${request.method} ${path}`, 404);
    }
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (path === '/index.html' || !/\.[a-z0-9]+$/i.test(path));
    if (indexHtml && wantsHtml) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendEncoded(request.headers['accept-encoding'], reply, indexHtml);
    }
    return sendError(reply, supportPhone, 'default', `Not found: ${request.method} ${path}`, 404);
  });
}
