/**
 * `npm run host-sim`: builds the production app when it is not built yet, starts it on a fresh
 * embedded database with framing allowed for the simulator's origins, starts the EHR host
 * simulator on http://127.0.0.1:3100 and prints the URL to open (the simulator frames the app's
 * single sign-on launch for the demo-embed practice). Ctrl+C stops both.
 *
 *   APP_PORT=3210 (the app), HOST_SIMULATOR_PORT=3100 (the simulator; the demo-embed practice
 *   allows only 3100).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostSimulator } from './serve.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_PORT = Number(process.env.APP_PORT ?? 3210);
const SIMULATOR_PORT = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
const SIMULATOR_ORIGINS = [`http://127.0.0.1:${SIMULATOR_PORT}`, `http://localhost:${SIMULATOR_PORT}`];

if (!existsSync(join(ROOT, 'apps/server/dist/main.js')) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('Building the production app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const appOrigin = `http://127.0.0.1:${APP_PORT}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'triage-host-sim-')),
    DATABASE_URL: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    FRAME_ANCESTORS: ["'self'", ...SIMULATOR_ORIGINS].join(' '),
  },
});

async function waitForApp() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${appOrigin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not become ready in 60 s');
}

try {
  await waitForApp();
} catch (error) {
  console.error(String(error));
  server.kill('SIGTERM');
  process.exit(1);
}
const simulator = await startHostSimulator({ port: SIMULATOR_PORT, host: '127.0.0.1' });
const launch = `${appOrigin}/app/login/sso/demo-embed?firstName=Ann&embedded=true`;
console.log(`\nTriage Desk (production build): ${appOrigin}/`);
console.log(`EHR host simulator — open this URL:\n  ${simulator.url}/?app=${encodeURIComponent(launch)}\n`);

const stop = async () => {
  await simulator.close();
  server.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.once('exit', (code) => {
  console.error(`The app stopped (code ${code}).`);
  void simulator.close().then(() => process.exit(code ?? 1));
});
