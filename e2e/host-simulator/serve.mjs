/**
 * A tiny static server for the EHR host simulator (no build step, no dependencies).
 *
 *   node e2e/host-simulator/serve.mjs            # http://127.0.0.1:3100
 *   HOST_SIMULATOR_PORT=3101 node e2e/host-simulator/serve.mjs
 *
 * Open http://127.0.0.1:3100/?app=<url of the app to frame> (default http://127.0.0.1:3210/?embedded=true).
 * The demo-embed practice allows http://127.0.0.1:3100 and http://localhost:3100; the app's server
 * must also allow framing: FRAME_ANCESTORS="'self' http://127.0.0.1:3100 http://localhost:3100".
 *
 * Also importable: `startHostSimulator({ port, host, root })` resolves with { url, close } (for e2e).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Only these files are served: no directory listing, no path traversal. */
const FILES = new Map([
  ['/', { file: 'index.html', type: 'text/html; charset=utf-8' }],
  ['/index.html', { file: 'index.html', type: 'text/html; charset=utf-8' }],
  ['/host.js', { file: 'host.js', type: 'text/javascript; charset=utf-8' }],
  ['/host.css', { file: 'host.css', type: 'text/css; charset=utf-8' }],
]);

/** No inline script; frames may be any http(s) page (the app under test). */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; frame-src http: https:; object-src 'none'";

/**
 * Serves `files` (path -> {file, type}) from `root`. Used for the simulator and for test pages.
 * @param {{ port?: number, host?: string, root?: string, files?: Map<string, {file: string, type: string}>, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ port = 3100, host = '127.0.0.1', root = HERE, files = FILES, headers = {} } = {}) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const entry = files.get(path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!entry) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      const body = await readFile(join(root, entry.file));
      response.writeHead(200, {
        'content-type': entry.type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': CSP,
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Cannot read file');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Starts the host simulator page. */
export function startHostSimulator(options = {}) {
  return startStaticServer({ ...options, root: HERE, files: FILES });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
  const host = process.env.HOST_SIMULATOR_HOST ?? '127.0.0.1';
  const simulator = await startHostSimulator({ port, host });
  console.log(`EHR host simulator on ${simulator.url}/  (add ?app=<url> to frame another app URL)`);
  const stop = async () => {
    await simulator.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
